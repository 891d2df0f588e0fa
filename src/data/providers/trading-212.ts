// Trading 212: facts, profile and tariff for Dutch clients: no commission, a conversion fee on orders in another
// currency, and free automatic investing (Pies). Deposits by card, iDEAL and other instant methods cost 0,7% once
// € 2.000 has been deposited in total (Trading 212's English trading conditions); a bank transfer is free.
import { allMarketsBut } from '../tariffs/markets.ts';
import type { BrokerTariff, FeeSource, ProviderHome, Reading } from './types.ts';
import { deposit, dividendFx, fee, onePlan, order, orderFx, savingsPlan } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, leavingReading } from './leavingSources.ts';

const CONDITIONS: FeeSource = {
  title: 'Trading 212 – Trading conditions (Engelstalig)',
  url: 'https://www.trading212.com/en/Trading-Conditions',
};

/** Trading 212's announcement of multi-currency accounts (its own forum): the source of a correction and a component. */
const MULTI_CURRENCY = {
  title: 'Trading 212 – Introducing multi-currency support to Trading 212 Invest (community)',
  url: 'https://community.trading212.com/t/introducing-multi-currency-support-to-trading-212-invest/62620',
} satisfies FeeSource;

export const home: ProviderHome = {
  facts: {
    markets: '>15 beurzen',
    features: ['Geen orderkosten', 'Fractionele aandelen', 'Automatisch beleggen (Pies)'],
    rating: 4.6,
    url: 'https://www.trading212.com',
    affiliate: true,
    updated: '2026-11-22',
  },
  profile: {
    description:
      "Trading 212 is een fintech met het hoofdkantoor in Londen waarmee je zonder orderkosten in aandelen en ETF's belegt, ook in delen van een aandeel. Met ‘Pies’ stel je een eigen mandje samen waarin je automatisch periodiek inlegt. Let op de valutakosten van 0,15% bij aandelen in een andere munt dan de euro.",
    users:
      'Beginners en kleine beleggers die zonder orderkosten en met kleine bedragen willen beleggen; miljoenen klanten in Europa.',
    customerService: 'Via de chat in de app en per e-mail, dag en nacht bereikbaar.',
    platformUsage:
      'Eenvoudige app en webplatform met fractionele aandelen, Pies en een oefenrekening met nepgeld om het platform uit te proberen.',
    regulation:
      'Trading 212 Markets Ltd (Cyprus), onder toezicht van de Cyprus Securities and Exchange Commission (CySEC). Cypriotisch Investor Compensation Fund tot €20.000.',
    pros: ['Geen orderkosten', 'Fractionele aandelen en automatisch beleggen met Pies', 'Oefenrekening met nepgeld'],
    cons: [
      'Valutakosten bij aandelen in een andere munt dan de euro',
      'Geen bank: geen depositogarantie op je saldo bij de broker zelf',
      'Minder beurzen dan de grote brokers',
    ],
    protection: {
      depositGuarantee: 'Geen depositogarantie bij de broker zelf: Trading 212 is geen bank.',
      investorCompensation: 'Cypriotisch Investor Compensation Fund tot €20.000.',
      supervisor: 'Cyprus Securities and Exchange Commission (CySEC).',
    },
  },
  // Our own errors in Trading 212's data (git history: commit e2ff458).
  corrections: [
    {
      corrected: '2026-11-25',
      wrongSince: '2026-11-25',
      keys: ['dividend-fx'],
      wrong: 'valutakosten van 0,15% op dividend, aangenomen gelijk aan de conversie bij orders; geen bron noemde ze',
      now: 'geen valutakosten op dividend: Trading 212 kondigde aan dat dividend van de conversiekosten vrijgesteld blijft (niet bevestigd voor Nederland)',
      source: MULTI_CURRENCY,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['deposit-ideal', 'deposit-card'],
      wrong: 'stortingskosten ontbraken: storten telde overal als gratis',
      now: '0,7% op stortingen met iDEAL of een kaart zodra je in totaal € 2.000 hebt gestort; een overschrijving is gratis',
      source: CONDITIONS,
    },
  ],
};

const FEES: FeeSource = { title: 'Trading 212 – Kosten', url: 'https://www.trading212.com/nl/fees' };

const checked = '2026-11-25';
/** When these figures took effect was not found: the date they were first compiled stands in (validFromSeen). */
const validFrom = '2026-11-22';
const compiled: Reading = { source: FEES, checked: '2026-11-22', validFrom, validFromSeen: true };
/**
 * The first day of the 0,15% conversion fee, read from readers' exports (orders before it carry
 * no fee); the model charges no conversion before it.
 */
const FX_FEE_START = '2021-04-06';

export const tariff: BrokerTariff = onePlan('trading-212', 'invest', [
  order('order', ['euronext-amsterdam', 'us'], fee.free, compiled),
  order('order-other', allMarketsBut('euronext-amsterdam', 'us'), fee.free, {
    ...compiled,
    checked,
    confirmed: false,
    note: 'geen commissie; welke beurzen Trading 212 aanbiedt, vonden we niet per beurs bevestigd',
  }),
  orderFx(fee.percentage(0.15), {
    source: FEES,
    checked: '2026-11-22',
    validFrom: FX_FEE_START,
    confirmed: false,
    note: 'geldt voor orders vanaf 6 april 2021: zo staat het in exports van lezers (oudere orders zonder valutakosten); een datum op de pagina van Trading 212 zelf vonden we niet',
  }),
  dividendFx(fee.free, {
    source: MULTI_CURRENCY,
    checked,
    validFrom,
    validFromSeen: true,
    confirmed: false,
    note: "Trading 212 kondigde bij de rekening in meerdere valuta aan: 'Dividend payments will remain exempt from the FX fee' (Engelstalig bericht op zijn eigen forum, zonder datum die we konden lezen); op de Nederlandse tarievenpagina vonden we het niet",
  }),
  savingsPlan('all', fee.free, { ...compiled, note: 'automatisch beleggen (Pies)' }),
  ...(['ideal', 'card'] as const).map((method) =>
    deposit(
      method,
      fee.percentage(0.7),
      {
        source: CONDITIONS,
        checked: '2026-11-27',
        validFrom: '2026-11-27',
        validFromSeen: true,
        confirmed: false,
        note: "'No fees until you deposit EUR 2 000 in total. A fee of 0.7% will apply thereafter' (Engelstalige voorwaarden van Trading 212, voor kaarten, iDEAL en andere directe betaalmethoden; een overschrijving is gratis); op de Nederlandse tarievenpagina vonden we het niet",
      },
      { freeUpToTotalEur: 2000 },
    ),
  ),
]);

/** Trading 212's community forum (a third party's reading, English): no transfer of shares to another broker. */
const COMMUNITY: FeeSource = {
  title: 'Trading 212 Community – About fractional shares transfer to another account (Engels, derde partij)',
  url: 'https://community.trading212.com/t/about-fractional-shares-transfer-to-another-account/50112',
};

/**
 * What leaving Trading 212 costs. In its community forum transferring shares out is not offered (you sell and buy
 * again), and fractions would be sold: the costlier reading counts until Trading 212's own Dutch page says otherwise.
 */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(FEES, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(FEES, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(COMMUNITY, 'fracties kunnen niet mee en worden verkocht'),
    confirmed: false,
    rule: 'sold',
  },
  route: {
    ...leavingReading(
      COMMUNITY,
      'effecten overboeken naar een andere broker biedt Trading 212 niet aan: je verkoopt en koopt opnieuw',
    ),
    how: 'not-offered',
    confirmed: false,
  },
};
