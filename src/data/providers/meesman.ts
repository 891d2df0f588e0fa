// Meesman: facts, profile and tariff for Dutch clients. Meesman offers only its own index funds: orders in shares and
// ETFs are not offered on any market; its world fund (Aandelen Wereldwijd Totaal) counts for a monthly world-index
// plan. Meesman's costs are in the fund's ongoing charges. From copies of Meesman's cost page and the fund's key
// information (in nicwortel/indexfondsenvergelijken.nl, data/brokers.json and data/funds.json, 18 April 2023);
// Meesman's current cost page could not be read, so the figures are unconfirmed. What could not be confirmed on
// Meesman's own current page says so in words ('niet bevestigd').
import { ALL_MARKETS } from '../tariffs/markets.ts';
import type { BrokerTariff, ProviderHome, Reading } from './types.ts';
import { fee, onePlan, order, savingsPlan, ownFund } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { LEAVING_CHECKED } from './leavingSources.ts';

const COSTS = { title: 'Meesman – Kosten', url: 'https://www.meesman.nl/zo-werkt-het/kosten' };

export const home: ProviderHome = {
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
      { ...COSTS, checked: '2026-11-25', confirmed: false },
      {
        title: 'Meesman – Wat is een indexfonds',
        url: 'https://www.meesman.nl/waarom-indexbeleggen/wat-is-een-indexfonds',
        checked: '2026-11-25',
        confirmed: true,
      },
    ],
  },
  // Our own errors in Meesman's data (git history: commit 3dfc144).
  corrections: [
    {
      corrected: '2026-11-25',
      wrongSince: '2026-11-25',
      // The component was 'service' then; it is the fund's own cost ('fund') since the correction below.
      keys: ['fund'],
      wrong: 'de lopende kosten van het fonds stonden als geldig vanaf 1 januari 2022, een datum die geen bron gaf',
      now: 'in elk geval geldig sinds 18 april 2023, de datum van de kopie van de kostenpagina die we lazen; de ingangsdatum vonden we niet',
      source: COSTS,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['fund'],
      wrong:
        'de lopende kosten van het fonds (0,40%) telden als servicekosten bovenop alles, terwijl bij de andere aanbieders de fondskosten van een ETF niet meetelden',
      now: 'ze tellen als fondskosten, in plaats van de TER van je ETF die bij elke andere aanbieder als fondskosten meetelt',
      source: COSTS,
    },
  ],
};

/** The date of the copies read; when the figures took effect was not found (validFromSeen). */
const copy2023: Reading = { source: COSTS, checked: '2026-11-25', validFrom: '2023-04-18', validFromSeen: true };
const copyNote =
  'uit een kopie van de kostenpagina van Meesman van 18 april 2023; de actuele pagina konden we niet lezen';

export const tariff: BrokerTariff = onePlan('meesman', 'standard', [
  order('order', ALL_MARKETS, fee.notOffered, {
    ...copy2023,
    note: 'Meesman biedt alleen zijn eigen indexfondsen: geen aandelen en geen ETF’s op een beurs',
  }),
  savingsPlan('all', fee.percentage(0.25), {
    ...copy2023,
    confirmed: false,
    note: `aankoopkosten bij elke inleg in het fonds Aandelen Wereldwijd Totaal (tot € 500.000 belegd); ${copyNote}`,
  }),
  ownFund(fee.percentage(0.4), {
    ...copy2023,
    checked: '2026-11-27',
    confirmed: false,
    note: `lopende kosten van het fonds Aandelen Wereldwijd Totaal, waarin de kosten van Meesman zitten (0,25% vanaf € 1 miljoen, niet gemodelleerd); ze komen in plaats van de TER van je ETF, die bij elke andere aanbieder als fondskosten telt; ${copyNote}`,
  }),
]);

/** The 2023 copy, checked again for the leaving costs. */
const leavingCopy = { ...copy2023, checked: LEAVING_CHECKED, confirmed: false } as const;
const meesmanNote =
  'Meesman biedt alleen eigen fondsen: je verkoopt je deelnemingen en koopt bij je nieuwe aanbieder opnieuw';

/**
 * What leaving Meesman costs: its own funds are not transferred (you sell and buy instead); money coming in pays the
 * fund's purchase cost of 0,25% (from the 2023 copy of the cost page, unconfirmed).
 */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingCopy, note: meesmanNote, fee: fee.notOffered, per: 'transfer' },
  transferIn: { ...leavingCopy, note: meesmanNote, fee: fee.notOffered, per: 'transfer' },
  fractions: { ...leavingCopy, note: 'niet van toepassing: er wordt niets overgeboekt', rule: null },
  route: { ...leavingCopy, note: meesmanNote, how: 'not-offered' },
  ownFundEntry: {
    ...leavingCopy,
    note: `aankoopkosten bij elke inleg in het fonds Aandelen Wereldwijd Totaal; ${copyNote}`,
    fee: fee.percentage(0.25),
  },
};
