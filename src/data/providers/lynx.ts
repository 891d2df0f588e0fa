// LYNX: facts, profile and tariff for Dutch clients: a percentage per order with a minimum and a maximum, US shares
// per share, and a monthly minimum activity fee. LYNX's Dutch price list (valid from 1 August 2026, read by a third
// party in September 2026; we could not read it ourselves, so those figures stay unconfirmed): Euronext 0,09% (min
// € 6, max € 39), Xetra 0,14% (min € 6, max € 99), LSE, SIX, the Nordic exchanges and Warsaw 0,15% with local
// minimums; LYNX's French site names the same Euronext rate. The US minimum from LYNX's Dutch help pages. The activity
// fee from LYNX's Dutch help page: € 5 a month less that month's transaction costs, none from € 100.000 portfolio
// value, none in the month of the first deposit and the three after it (not modelled: a yearly profile has no first
// months). What could not be confirmed on LYNX's own current page says so in words ('niet bevestigd').
import type { BrokerTariff, ConflictingReading, FeeNode, FeeSource, ProviderHome, Reading } from './types.ts';
import { fee, FX_NOT_FOUND, onePlan, order, service, undatedPage, orderFxNotFound } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { DACSI, NOT_IN_TARIFF, leavingReading } from './leavingSources.ts';

const FEE_PAGE: FeeSource = {
  title: 'LYNX – Monthly Minimum Activity Fee',
  url: 'https://service.lynx.nl/handelen/monthly-minimum-activity-fee/',
};
const NL_TARIFFS: FeeSource = {
  title: 'LYNX – Alle tarieven',
  url: 'https://www.lynx.nl/tarieven-beleggen/alle-tarieven/',
};
const FR_TARIFFS: FeeSource = {
  title: 'LYNX (Frankrijk) – Frais de courtage',
  url: 'https://lynxbroker.fr/frais-de-courtage',
};

export const home: ProviderHome = {
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
      { ...FEE_PAGE, checked: '2026-11-25', confirmed: true },
    ],
    notCounted: [
      'Opnames: de eerste opname per maand is gratis, daarna kost elke opname geld (volgens een lezing door derden, september 2026; het bedrag vonden we niet)',
      'Minima in Zweedse kronen (SEK 90) en Poolse zloty (PLN 25) volgens een tweede lezing van de prijslijst: de vergelijking rekent daar € 6',
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['activity'],
      wrong: 'de Monthly Minimum Activity Fee van € 5 telde altijd volledig mee',
      now: 'de fee gaat omlaag met de orderkosten van die maand (de orders van een jaar gelijk over de maanden verdeeld) en vervalt vanaf € 100.000 portefeuillewaarde',
      source: FEE_PAGE,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order-europe', 'order-xetra', 'order-europe-other'],
      wrong: 'elke Europese beurs 0,09% (min. € 6, max. € 39), van de Franse site',
      now: 'de Nederlandse prijslijst van 1 augustus 2026: Euronext 0,09% (min. € 6, max. € 39), Xetra 0,14% (min. € 6, max. € 99), Londen, Zwitserland, Scandinavië en Warschau 0,15%',
      source: NL_TARIFFS,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-27',
      keys: ['order-europe', 'order-brussels-milan', 'order-lisbon', 'order-lse', 'order-six'],
      wrong:
        'Brussel, Milaan en Lissabon telden als Euronext Amsterdam, Londen en Zwitserland met een minimum van € 6, terwijl een tweede lezing van dezelfde prijslijst andere tarieven geeft',
      now: 'beide lezingen staan erbij (Brussel en Milaan 0,10%, max. € 145; Lissabon 0,15% zonder maximum; Londen min. £ 10, Zwitserland min. CHF 15) en de duurste telt',
      source: NL_TARIFFS,
    },
  ],
};

/** Not known: the pages read have no date. The date they were read stands in (validFromSeen). */
const read = (source: FeeSource): Reading => undatedPage(source, '2026-11-25');
/** LYNX's Dutch price list, valid from 1 August 2026, as a third party read it (September 2026). */
const priceList: Reading = { source: NL_TARIFFS, checked: '2026-11-27', validFrom: '2026-08-01', confirmed: false };
const listNote =
  'uit de Nederlandse prijslijst van LYNX, geldig vanaf 1 augustus 2026, zoals een derde die in september 2026 las; zelf konden we die niet lezen';

/**
 * A second reading of the same price list (an audit's, September 2026) that disagrees on a market: the costlier counts.
 * Minimums in pounds and francs are counted as euros (the fee algebra has no such currency): somewhat less than they are.
 */
const auditReading = (node: FeeNode, what: string): ConflictingReading => ({
  fee: node,
  source: NL_TARIFFS,
  checked: '2026-11-28',
  confirmed: false,
  note: `${what}, volgens een tweede lezing door derden (september 2026) van de prijslijst van 1 augustus 2026; zelf konden we die niet lezen`,
});
const euronextNote = `${listNote}; de Franse site van LYNX (${FR_TARIFFS.url}) noemt hetzelfde tarief`;

export const tariff: BrokerTariff = onePlan('lynx', 'standard', [
  order(
    'order-europe',
    ['euronext-amsterdam', 'euronext-paris', 'tradegate'],
    fee.percentage(0.09, { min: 6, max: 39 }),
    { ...priceList, note: `Euronext; voor Tradegate aangenomen gelijk; ${euronextNote}` },
  ),
  order('order-brussels-milan', ['euronext-brussels', 'euronext-milan'], fee.percentage(0.09, { min: 6, max: 39 }), {
    ...priceList,
    note: `Euronext Brussel en Milaan; ${euronextNote}`,
    readings: [auditReading(fee.percentage(0.1, { max: 145 }), 'Brussel en Milaan 0,10%, max. € 145')],
  }),
  order('order-lisbon', ['euronext-lisbon'], fee.percentage(0.09, { min: 6, max: 39 }), {
    ...priceList,
    note: `Euronext Lissabon; ${euronextNote}`,
    readings: [auditReading(fee.percentage(0.15), 'Lissabon 0,15% zonder maximum')],
  }),
  order('order-xetra', ['xetra'], fee.percentage(0.14, { min: 6, max: 99 }), { ...priceList, note: listNote }),
  order('order-lse', ['lse'], fee.percentage(0.15, { min: 6 }), {
    ...priceList,
    note: `minimum in lokale valuta, hier als € 6 gerekend; ${listNote}`,
    readings: [auditReading(fee.percentage(0.15, { min: 10 }), 'Londen: minimum £ 10, hier als € 10 gerekend')],
  }),
  order('order-six', ['six'], fee.percentage(0.15, { min: 6 }), {
    ...priceList,
    note: `minimum in lokale valuta, hier als € 6 gerekend; ${listNote}`,
    readings: [auditReading(fee.percentage(0.15, { min: 15 }), 'Zwitserland: minimum CHF 15, hier als € 15 gerekend')],
  }),
  order('order-europe-other', ['nordics', 'warsaw'], fee.percentage(0.15, { min: 6 }), {
    ...priceList,
    note: `minimum in lokale valuta, hier als € 6 gerekend (een tweede lezing noemt minima van SEK 90 en PLN 25; die rekent het model niet, het kent die valuta niet); ${listNote}`,
  }),
  order(
    'order-us',
    ['us'],
    { kind: 'per-share', perShare: 0.01, min: 5, currency: 'USD' },
    {
      ...read(FEE_PAGE),
      confirmed: false,
      note: 'minimaal $ 5 per order (voorbeeld op de Nederlandse hulppagina van LYNX); de $ 0,01 per aandeel vonden we niet op de eigen site',
    },
  ),
  orderFxNotFound({ ...read(NL_TARIFFS), confirmed: false, note: FX_NOT_FOUND }),
  {
    ...service('activity', 'month', fee.flat(5), {
      ...read(FEE_PAGE),
      checked: '2026-11-27',
      note: 'Monthly Minimum Activity Fee: € 5 per maand, verminderd met je transactiekosten van die maand; niet vanaf € 100.000 portefeuillewaarde (zonder cash) en niet in de maand van je eerste storting en de drie maanden erna (niet gemodelleerd)',
    }),
    reducedByOrderFees: true,
    waivedFromEur: 100_000,
  },
]);

/** What leaving LYNX costs: accounts at Interactive Brokers Ireland; not in DACSI's list; no fee in the tariffs read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(NL_TARIFFS, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(NL_TARIFFS, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(NL_TARIFFS, 'of fracties worden overgeboekt of verkocht, staat niet op de tarievenpagina'),
    rule: null,
  },
  route: {
    ...leavingReading(
      DACSI,
      'LYNX staat niet in de deelnemerslijst van DACSI: een overboeking vraag je aan bij LYNX zelf',
    ),
    how: 'own-form',
    confirmed: false,
  },
};
