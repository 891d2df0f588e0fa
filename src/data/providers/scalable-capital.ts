// Scalable Capital: facts and profile. Sources in profile.sources; what could not be confirmed on Scalable's own
// current Dutch page says so in words ('niet bevestigd').
import type { ProviderData } from './types.ts';

export const SCALABLE_CAPITAL: ProviderData = {
  facts: {
    markets: 'gettex en Xetra',
    features: ['Gratis spaarplannen', 'Vaste lage orderkosten', 'Abonnement met onbeperkt handelen'],
    rating: null,
    affiliate: false,
    url: 'https://nl.scalable.capital',
    updated: '2026-11-25',
  },
  profile: {
    description:
      "Scalable Capital is een Duitse broker uit München waarmee je in aandelen, ETF's en fondsen belegt, met gratis spaarplannen vanaf kleine bedragen. Je kiest tussen lage vaste kosten per order en een abonnement met onbeperkt handelen.",
    users: 'Periodieke beleggers en kostenbewuste beleggers die vooral via Duitse handelsplaatsen willen beleggen.',
    customerService: 'Via e-mail en het helpcentrum; de service is vooral Duits- en Engelstalig.',
    platformUsage: 'Een app en een webplatform, eenvoudig, met spaarplannen en koersalarmen.',
    regulation:
      'Scalable Capital GmbH (Duitsland) staat onder toezicht van BaFin en de Deutsche Bundesbank. Tegoeden staan bij partnerbanken (Duitse depositogarantie tot €100.000 per bank) of in geldmarktfondsen; effecten vallen niet in een faillissement. Duits beleggerscompensatiestelsel (EdW) tot €20.000 (niet bevestigd voor Nederlandse klanten).',
    pros: [
      'Gratis spaarplannen vanaf kleine bedragen',
      'Lage vaste orderkosten',
      'Keuze voor onbeperkt handelen met een abonnement',
    ],
    cons: [
      'Vooral Duitse handelsplaatsen',
      'Service vooral in het Duits en Engels',
      'Geen Nederlandse fiscale gegevens: de belastingaangifte doe je zelf',
    ],
    protection: {
      depositGuarantee:
        'Tegoeden bij partnerbanken vallen onder de Duitse depositogarantie tot €100.000 per bank; in geldmarktfondsen gelden de regels voor beleggingsfondsen in plaats daarvan.',
      investorCompensation:
        'Effecten vallen niet in een faillissement van Scalable Capital. Duits beleggerscompensatiestelsel EdW tot €20.000 (niet bevestigd voor Nederlandse klanten).',
      supervisor: 'BaFin en Deutsche Bundesbank.',
    },
    sources: [
      {
        title: 'Scalable Capital – Hoe veilig zijn mijn geld en beleggingen',
        url: 'https://help.scalable.capital/en/security-privacy-6058db40/how-secure-are-my-money-and-my-investments-what-happens-89b71a26',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'Scalable Capital – Veelgestelde vragen (Nederland)',
        url: 'https://nl.scalable.capital/faq',
        checked: '2026-11-25',
        confirmed: true,
      },
    ],
  },
};
