// Meesman: facts and profile. Meesman offers only its own index funds (no shares, no ETFs). Sources in
// profile.sources; what could not be confirmed on Meesman's own current page says so in words ('niet bevestigd').
import type { ProviderData } from './types.ts';

export const MEESMAN: ProviderData = {
  facts: {
    markets: 'Alleen eigen indexfondsen',
    features: ['Indexfondsen', 'Automatisch maandelijks inleggen', 'Geen orderkosten per aankoop'],
    rating: null,
    affiliate: false,
    url: 'https://www.meesman.nl',
    updated: '2026-11-25',
  },
  profile: {
    description:
      'Meesman is een Nederlandse aanbieder van eigen indexfondsen, zoals het Meesman Indexfonds Aandelen Wereldwijd Totaal. Je koopt geen losse aandelen of ETF’s: je belegt, ook automatisch elke maand, in de fondsen van Meesman. De kosten zitten grotendeels in de lopende kosten van het fonds.',
    users: 'Passieve beleggers die zonder omkijken maandelijks in een breed gespreid wereldfonds willen inleggen.',
    customerService: 'Nederlandstalig, per telefoon en e-mail.',
    platformUsage:
      'Een eenvoudige online omgeving om in te leggen, periodiek te beleggen en je fondsen te volgen; geen beurshandel.',
    regulation:
      'Meesman Indexbeleggen B.V. heeft een vergunning van de AFM. De fondsen hebben een aparte bewaarder en juridisch eigenaar, zodat het fondsvermogen gescheiden is van het vermogen van Meesman (uit het prospectus; niet bevestigd voor de huidige versie).',
    pros: [
      'Eenvoudig breed gespreid beleggen in één wereldfonds',
      'Automatisch maandelijks inleggen',
      'Geen servicefee per rekening en geen orderkosten per aankoop bij Meesman zelf (niet bevestigd voor het huidige tarief)',
    ],
    cons: [
      'Alleen de eigen fondsen: geen aandelen en geen ETF’s',
      'Lopende kosten van het fonds hoger dan bij de goedkoopste wereld-ETF’s',
      'Aankoopkosten van het fonds bij elke inleg',
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie: Meesman is geen bank en houdt geen spaargeld aan.',
      investorCompensation:
        'De fondsen hebben een aparte bewaarder en juridisch eigenaar; het fondsvermogen valt niet in een faillissement van Meesman (niet bevestigd voor de huidige versie van het prospectus). Of het Nederlandse beleggerscompensatiestelsel (tot €20.000) van toepassing is, is niet bevestigd.',
      supervisor: 'AFM.',
    },
    sources: [
      {
        title: 'Meesman – Kosten',
        url: 'https://www.meesman.nl/zo-werkt-het/kosten',
        checked: '2026-11-25',
        confirmed: false,
      },
      {
        title: 'Meesman – Wat is een indexfonds',
        url: 'https://www.meesman.nl/waarom-indexbeleggen/wat-is-een-indexfonds',
        checked: '2026-11-25',
        confirmed: true,
      },
    ],
  },
};
