// LYNX: facts and profile. Sources in profile.sources; what could not be confirmed on LYNX's own current page says so
// in words ('niet bevestigd').
import type { ProviderData } from './types.ts';

export const LYNX: ProviderData = {
  facts: {
    markets: '125 beurzen in 31 landen',
    features: ['Veel beurzen', 'Professioneel platform', 'Nederlandstalige service'],
    rating: null,
    affiliate: false,
    url: 'https://www.lynx.nl',
    updated: '2026-11-25',
  },
  profile: {
    description:
      'LYNX is een Amsterdamse broker die je orders doorgeeft aan Interactive Brokers, waar je rekening wordt aangehouden. Zo handel je op 125 beurzen in 31 landen, met Nederlandstalige service en opleidingen. Handel je weinig, dan betaal je een maandelijkse minimumfee.',
    users: 'Actieve en gevorderde beleggers die wereldwijd willen handelen met Nederlandstalige ondersteuning.',
    customerService: 'Nederlandstalig, per telefoon, e-mail en chat, met webinars en masterclasses.',
    platformUsage:
      'Het handelsplatform van Interactive Brokers (Trader Workstation) en de eenvoudigere LYNX+ web- en app-omgeving; krachtig, maar met een leercurve.',
    regulation:
      'LYNX B.V. is een Nederlandse beleggingsonderneming onder toezicht van de AFM en DNB. Je rekening wordt aangehouden bij Interactive Brokers Ireland Limited (Central Bank of Ireland); geld en effecten worden daar gescheiden van het vermogen van de broker gehouden. Iers Investor Compensation Scheme: 90% van je vordering tot €20.000 (niet bevestigd op de eigen site van LYNX).',
    pros: [
      '125 beurzen in 31 landen in één rekening',
      'Nederlandstalige service en opleidingen',
      'Geen minimumfee boven €100.000 belegd vermogen',
    ],
    cons: [
      'Maandelijkse minimumfee van €5 als je weinig handelt',
      'Minimumstorting van €3.000 bij het openen',
      'Orderkosten met een minimum maken kleine orders duur',
    ],
    protection: {
      depositGuarantee:
        'Geen depositogarantie: je geld staat gescheiden bij Interactive Brokers Ireland, geen bank met Europese depositogarantie.',
      investorCompensation:
        'Iers Investor Compensation Scheme via Interactive Brokers Ireland: 90% van je vordering tot €20.000 (niet bevestigd op de eigen site van LYNX); geld en effecten worden gescheiden gehouden.',
      supervisor: 'AFM en DNB (LYNX); Central Bank of Ireland (Interactive Brokers Ireland).',
    },
    sources: [
      {
        title: 'LYNX – Bescherming en veiligheid',
        url: 'https://www.lynx.nl/service/bescherming/',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'LYNX – Bescherming (klantenservice)',
        url: 'https://service.lynx.nl/account/bescherming/',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'LYNX – Minimumeisen rekening openen',
        url: 'https://service.lynx.nl/minimumeisen-rekening-openen/',
        checked: '2026-11-25',
        confirmed: true,
      },
      {
        title: 'LYNX – Monthly Minimum Activity Fee',
        url: 'https://service.lynx.nl/handelen/monthly-minimum-activity-fee/',
        checked: '2026-11-25',
        confirmed: true,
      },
    ],
  },
};
