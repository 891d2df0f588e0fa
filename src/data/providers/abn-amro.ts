// ABN AMRO Zelf Beleggen (Basis): facts and profile. Sources in profile.sources; what could not be confirmed on
// ABN AMRO's own current page says so in words ('niet bevestigd').
import { AFM_COMPENSATION, DUTCH_BANK_PROTECTION, DUTCH_BANK_SUPERVISION } from './dutchBank.ts';
import type { ProviderData } from './types.ts';

export const ABN_AMRO: ProviderData = {
  facts: {
    markets: 'Euronext, Europese beurzen, NYSE en Nasdaq',
    features: ['Bij je eigen bank', "ETF's zonder orderkosten", 'Beursorderdesk per telefoon'],
    rating: null,
    affiliate: false,
    url: 'https://www.abnamro.nl/nl/prive/beleggen/index.html',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Met Zelf Beleggen Basis belegt een ABN AMRO-klant zelf in aandelen, ETF's, beleggingsfondsen en obligaties via Internet Bankieren en de app. Je betaalt servicekosten als percentage van je belegd vermogen, in schijven, en orderkosten voor aandelen.",
    users: 'Klanten van ABN AMRO die zelf willen beleggen vanuit hun eigen bank.',
    customerService:
      'Nederlandstalig; orders kunnen ook telefonisch via de Beursorderdesk (werkdagen 8.00–22.00, zaterdag 9.00–17.30 uur).',
    platformUsage:
      'Beleggen via Internet Bankieren, de Mobiel Bankieren-app en Mijn Dealingroom; orders op de Nederlandse beurs, Europese beurzen, de NYSE en de Nasdaq.',
    regulation: `ABN AMRO Bank N.V., ${DUTCH_BANK_SUPERVISION}`,
    pros: [
      'Beleggen bij je eigen bank',
      "ETF's zonder orderkosten (niet bevestigd voor het huidige tarief)",
      'Orders ook per telefoon via de Beursorderdesk',
    ],
    cons: [
      'Servicekosten over je hele belegd vermogen',
      'Orderkosten voor aandelen hoger dan bij de goedkope brokers',
      'Minder beurzen dan een gespecialiseerde broker',
    ],
    protection: DUTCH_BANK_PROTECTION,
    sources: [
      {
        title: 'ABN AMRO – Tarievenkaart Zelf Beleggen Basis',
        url: 'https://www.abnamro.nl/nl/media/tarievenkaart_zelf_beleggen_basis_tcm16-28428.pdf',
        checked: '2026-11-25',
        confirmed: false,
      },
      {
        title: 'ABN AMRO – Orders opgeven',
        url: 'https://www.abnamro.nl/nl/prive/beleggen/service/beleggingsorders/index.html',
        checked: '2026-11-25',
        confirmed: true,
      },
      AFM_COMPENSATION,
    ],
  },
};
