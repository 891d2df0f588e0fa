// ING Zelf Beleggen (formerly 'Zelf op de beurs'): facts and profile. Sources in profile.sources; what could not be
// confirmed on ING's own current page says so in words ('niet bevestigd').
import { AFM_COMPENSATION, DUTCH_BANK_PROTECTION, DUTCH_BANK_SUPERVISION } from './dutchBank.ts';
import type { ProviderData } from './types.ts';

export const ING: ProviderData = {
  facts: {
    markets: 'Euronext en grote buitenlandse beurzen',
    features: ['Bij je eigen bank', 'Trackers zonder orderkosten', 'In de bankieren-app'],
    rating: null,
    affiliate: false,
    url: 'https://www.ing.nl/particulier/beleggen',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Met Zelf Beleggen (voorheen Zelf op de beurs) belegt een ING-klant zelf in aandelen, trackers (ETF's), beleggingsfondsen en obligaties vanuit Mijn ING en de ING-app. Je betaalt een vaste basisfee en een servicefee als percentage van je belegd vermogen, plus orderkosten voor aandelen.",
    users: 'Klanten van ING die hun beleggingen naast hun betaal- en spaarrekening willen zien.',
    customerService: 'Nederlandstalig, per telefoon en chat via de ING-app en Mijn ING.',
    platformUsage:
      'Beleggen zit in Mijn ING en de ING-app; eenvoudig, met minder ordertypes en analyses dan een broker.',
    regulation: `ING Bank N.V., ${DUTCH_BANK_SUPERVISION}`,
    pros: [
      'Beleggen bij je eigen bank, in dezelfde app',
      'Trackers en beleggingsfondsen zonder orderkosten via internet (niet bevestigd voor het huidige tarief)',
      'Nederlandse bank met Nederlandse depositogarantie',
    ],
    cons: [
      'Vaste basisfee en een servicefee over je hele belegd vermogen',
      'Orderkosten voor aandelen hoger dan bij de goedkope brokers',
      'Minder beurzen en functies dan een gespecialiseerde broker',
    ],
    protection: DUTCH_BANK_PROTECTION,
    sources: [
      {
        title: 'ING – Tarieven Zelf op de beurs',
        url: 'https://www.ing.nl/particulier/beleggen/beginnen-met-beleggen/tarieven/tarieven-zelf-op-de-beurs.html',
        checked: '2026-11-25',
        confirmed: false,
      },
      {
        title: 'DNB – Depositogarantiestelsel',
        url: 'https://www.dnb.nl/depositogarantiestelsel/',
        checked: '2026-11-25',
        confirmed: false,
      },
      AFM_COMPENSATION,
    ],
  },
};
