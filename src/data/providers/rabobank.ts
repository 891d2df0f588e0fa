// Rabo Zelf Beleggen: facts and profile. Sources in profile.sources; what could not be confirmed on Rabobank's own
// current page says so in words ('niet bevestigd').
import { AFM_COMPENSATION, DUTCH_BANK_PROTECTION, DUTCH_BANK_SUPERVISION } from './dutchBank.ts';
import type { ProviderData } from './types.ts';

export const RABOBANK: ProviderData = {
  facts: {
    markets: 'Euronext en grote buitenlandse beurzen',
    features: ['Bij je eigen bank', 'Geen aparte beleggersrekening nodig', 'In de Rabo App'],
    rating: null,
    affiliate: false,
    url: 'https://www.rabobank.nl/particulieren/beleggen',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Met Rabo Zelf Beleggen belegt een Rabobank-klant zelf in aandelen, trackers (ETF's), beleggingsfondsen en obligaties via Rabo Online Bankieren en de Rabo App. De effectenrekening koppel je aan je eigen betaal- of spaarrekening. Je betaalt kosten voor de basisdienstverlening als percentage van je belegd vermogen, met een minimum per kwartaal, en kosten per order.",
    users: 'Klanten van de Rabobank die zelf willen beleggen vanuit hun eigen bank.',
    customerService: 'Nederlandstalig, per telefoon en chat; ook via het lokale kantoor.',
    platformUsage:
      'Beleggen zit in Rabo Online Bankieren en de Rabo App. Aan- en verkopen, dividend en kosten lopen via je eigen betaal- of spaarrekening.',
    regulation: `Coöperatieve Rabobank U.A., ${DUTCH_BANK_SUPERVISION}`,
    pros: [
      'Beleggen bij je eigen bank, zonder aparte geldrekening',
      'Nederlandse bank met Nederlandse depositogarantie',
      'Service ook via het lokale kantoor',
    ],
    cons: [
      'Kosten voor de basisdienstverlening over je hele belegd vermogen, met een minimum per kwartaal',
      "Ook voor trackers (ETF's) betaal je orderkosten",
      'Minder beurzen en functies dan een gespecialiseerde broker',
    ],
    protection: DUTCH_BANK_PROTECTION,
    sources: [
      {
        title: 'Rabobank – Tarieven beleggen bij de Rabobank (pdf)',
        url: 'https://media.rabobank.com/m/14436ec47eac2bbb/original/Tarieven-beleggen-bij-de-Rabobank.pdf',
        checked: '2026-11-25',
        confirmed: false,
      },
      {
        title: 'Rabobank – Effectenrekening en Rabo BeleggersRekening',
        url: 'https://www.rabobank.nl/particulieren/beleggen/handig-voor-beleggers/effecten-en-beleggersrekening',
        checked: '2026-11-25',
        confirmed: true,
      },
      AFM_COMPENSATION,
    ],
  },
};
