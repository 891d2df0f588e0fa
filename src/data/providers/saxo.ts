// Saxo: facts, profile and tariff for Dutch clients ('Zelf Beleggen', the Bronze tier). Three tariffs are in the data:
// - 'Zelf Beleggen Green' until 12 May 2024 (read at indexfondsenvergelijken.nl, unconfirmed);
// - the tariff of 13 May 2024: Saxo's own Dutch article of 7 May 2024 gives the date ('Per 13 mei') and the order
//   minimums (€ 2 on EU shares, $ 1 on US shares), its Dutch commission page the 0,08%; the service fee and the
//   AutoInvest plans from Saxo's Dutch pricing PDF as indexfondsenvergelijken.nl recorded it (unconfirmed);
// - from 15 November 2025 no minimum commission and 8 basis points for the lowest tier ('Classic') on the main
//   exchanges: Saxo's English help centre ('Saxo Pricing Update'); that it holds for Dutch clients we did not find on
//   a Dutch page, so those components are unconfirmed;
// - the sources conflict: a September 2026 reading of Saxo's multi-country commission table still shows 'Euronext
//   0,08%, min € 2' and a Xetra minimum of € 3. Both readings are in the data (`readings`); the model prices the one
//   that costs the reader more, and the pages show both with their sources and dates.
import { EUROPE_OUTSIDE_AMSTERDAM } from '../tariffs/markets.ts';
import type { BrokerTariff, ConflictingReading, FeeNode, FeeSource, ProviderHome, Reading } from './types.ts';
import { dividendFx, fee, onePlan, order, orderFx, savingsPlan, service } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, dacsiRoute, leavingReading } from './leavingSources.ts';

const NEW_PRICES_2024: FeeSource = {
  title: 'Saxo – Flexibeler beleggen met onze nieuwe lage prijzen (7 mei 2024)',
  url: 'https://home.saxo/nl-nl/content/articles/thought-starters/flexibeler-beleggen-met-onze-nieuwe-lage-prijzen-07052024',
};

const saxo = (page: string, path: string): FeeSource => ({
  title: `Saxo – ${page}`,
  url: `https://www.home.saxo/nl-nl/rates-and-conditions/${path}`,
});
const COMMISSIONS = saxo('Commissies aandelen', 'stocks/commissions');

export const home: ProviderHome = {
  facts: {
    markets: '>50 beurzen',
    features: ['Uitgebreid platform', 'Veel producten', 'Nederlandstalige service'],
    rating: 3.7,
    url: 'https://www.home.saxo/nl-nl',
    affiliate: true,
    updated: '2026-11-22',
  },
  profile: {
    description:
      "Saxo is een Deense bank die in Nederland onder meer BinckBank heeft overgenomen. Je belegt in aandelen, ETF's, obligaties, opties en futures op meer dan 50 beurzen. De kosten zijn een percentage van de order; het minimum per order (€ 2 op Europese aandelen) is volgens het Engelstalige helpcentrum van Saxo sinds 15 november 2025 vervallen, wat we voor Nederland niet bevestigd vonden. Daarnaast betaal je servicekosten over de waarde van je portefeuille.",
    users:
      'Gevorderde beleggers en oud-klanten van BinckBank die een breed aanbod en professionele tools willen; wereldwijd meer dan 1 miljoen klanten.',
    customerService: 'Nederlandstalige klantenservice per telefoon en e-mail op werkdagen.',
    platformUsage:
      'SaxoTraderGO (web en app) voor de meeste beleggers en SaxoTraderPRO voor actieve handelaren, met veel grafieken, analyses en ordertypes.',
    regulation:
      'Saxo Bank A/S (Denemarken), onder toezicht van de Deense Finanstilsynet (Danish FSA); het Nederlandse bijkantoor staat ook onder gedragstoezicht van de AFM. Deens garantiefonds (Garantiformuen): tegoeden tot €100.000 en effecten tot €20.000.',
    pros: [
      'Meer dan 50 beurzen en een breed aanbod, van aandelen tot futures',
      'Uitgebreide platforms met veel analyses',
      'Nederlandstalige klantenservice',
    ],
    cons: [
      'Servicekosten per maand over de waarde van je portefeuille (0,01%, max. € 40)',
      'Valutakosten bij aandelen in dollars',
      'Het platform vraagt voor beginners wat inwerktijd',
    ],
    protection: {
      depositGuarantee: 'Deens garantiefonds (Garantiformuen) tot €100.000 op tegoeden.',
      investorCompensation: 'Garantiformuen tot €20.000 voor effecten.',
      supervisor: 'Finanstilsynet (Denemarken); het Nederlandse bijkantoor ook de AFM.',
    },
    notCounted: [
      'Stemmen bij volmacht: een abonnement op de vergaderdienst (€ 30 per jaar plus € 5 per stem in een kopie van Saxo’s kostenpagina uit 2023; niet bevestigd), alleen als je je erop abonneert',
      'Kosten van corporate actions en ADR’s: die vonden we niet op een Nederlandse pagina van Saxo',
      'Wenen en Madrid: 0,12% (min. € 5) volgens Saxo’s tabel per land zoals een derde die in september 2026 las; de vergelijking rekent die beurzen niet',
    ],
  },
  // Our own errors in Saxo's data (git history: commit a630973).
  corrections: [
    {
      corrected: '2026-11-25',
      wrongSince: '2026-11-25',
      keys: ['order-euronext', 'order-us', 'order-europe', 'service', 'savings-plan-core'],
      wrong:
        'het tarief van 2024 stond als geldig vanaf 15 april 2024 (de datum waarop indexfondsenvergelijken.nl het vastlegde), het tarief Zelf Beleggen Green tot 14 april 2024',
      now: 'het tarief van 2024 geldt vanaf 13 mei 2024 (het Nederlandse artikel van Saxo van 7 mei 2024: ‘Per 13 mei’), Zelf Beleggen Green tot 12 mei 2024',
      source: NEW_PRICES_2024,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order-euronext', 'order-euronext-abroad', 'order-xetra'],
      wrong:
        'vanaf 15 november 2025 rekende het model zonder minimum, op grond van alleen het Engelstalige helpartikel, en liet de lezing met minima weg',
      now: 'beide lezingen staan erbij (geen minimum volgens het helpartikel; € 2 op Euronext en € 3 op Xetra volgens Saxo’s tabel per land, september 2026); het model rekent met de duurste',
      source: COMMISSIONS,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-27',
      keys: ['order-us', 'order-europe', 'order-lse', 'order-six', 'order-nordics', 'order-milan', 'service'],
      wrong:
        'de lezing met minima van Saxo’s tabel per land (september 2026) stond alleen bij Euronext en Xetra; in de VS, Milaan, Londen, Zwitserland en de Noordse beurzen rekende het model zonder minimum, en de servicevergoeding ‘teruggestort als tegoed’ ontbrak',
      now: 'ook daar staan beide lezingen (VS $ 1, Milaan en Helsinki € 3, Londen £ 3, Zwitserland CHF 3, Stockholm SEK 10) en telt de duurste; de servicevergoeding als tegoed staat erbij als goedkopere lezing; Wenen en Madrid (0,12%, min. € 5) rekent het model niet',
      source: COMMISSIONS,
    },
  ],
};

const CONVERSION = saxo('Valutaconversiekosten', 'currency-conversion-fees');
const PRICING_2024: FeeSource = {
  title: 'Saxo – Tarieven Zelf Beleggen (pdf, 2024)',
  url: 'https://www.home.saxo/-/media/documents/regional/nl/pricing-unified.pdf',
};
const PRICING_BEFORE_2024: FeeSource = {
  title: 'Saxo – Tarieven Zelf Beleggen Green (pdf, vóór mei 2024)',
  url: 'https://www.home.saxo/-/media/documents/regional/nl/Pricing-Standard.pdf',
};
const PRICING_UPDATE_2025: FeeSource = {
  title: 'Saxo – Saxo Pricing Update (helpcentrum, Engelstalig; geldig vanaf 15 november 2025)',
  url: 'https://www.help.saxo/hc/en-gb/articles/30822149576349-Saxo-Pricing-Update',
};

const compiled = '2026-11-22';
const checked = '2026-11-25';
/** 'Per 13 mei kunt u nog voordeliger beleggen' (Saxo's Dutch article of 7 May 2024). */
const since2024 = '2024-05-13';
const until2024 = '2024-05-12';
/** 'This guide covers the changes effective from November 15th, 2025' (Saxo Pricing Update). */
const since2025 = '2025-11-15';
const until2025 = '2025-11-14';
/** The conversion fee's start date was not found; the date indexfondsenvergelijken.nl recorded the 2024 tariff. */
const fxSeen = '2024-04-15';
const fxNote =
  'de Saxo Pricing Update van 15 november 2025 heeft een punt over valuta dat we niet volledig konden lezen; het kan dit tarief wijzigen';
const viaThirdParty = 'bedragen gelezen bij indexfondsenvergelijken.nl, niet op de pagina van Saxo zelf';
const date2024 =
  'ingangsdatum 13 mei 2024 uit het Nederlandse artikel van Saxo (7 mei 2024) over de nieuwe tarieven; ' +
  viaThirdParty;
const rate2024 =
  '0,08% van de orderwaarde volgens de Nederlandse commissiepagina van Saxo; minimum en ingangsdatum (13 mei 2024) uit het Nederlandse artikel van Saxo van 7 mei 2024';
const update2025 =
  'geen minimumcommissie meer vanaf 15 november 2025, 8 basispunten voor de laagste klantcategorie (Classic); gelezen in het Engelstalige helpcentrum van Saxo, of dit ook voor Nederlandse klanten geldt vonden we niet op een Nederlandse pagina';

/** Zelf Beleggen Green, read at indexfondsenvergelijken.nl; the date it took effect was not found. */
const green: Reading = {
  source: PRICING_BEFORE_2024,
  checked,
  validFrom: '2021-10-29',
  validFromSeen: true,
  validUntil: until2024,
  confirmed: false,
};
const tariff2024: Reading = { source: NEW_PRICES_2024, checked, validFrom: since2024, validUntil: until2025 };
const update: Reading = { source: PRICING_UPDATE_2025, checked, validFrom: since2025, confirmed: false };
const pricing2024: Reading = { source: PRICING_2024, checked, validFrom: since2024, confirmed: false };
/** The reading of Saxo's multi-country table in September 2026 (a third party's; we could not read the table). */
const tableReading = (min: number, where = '', node: FeeNode = fee.percentage(0.08, { min })): ConflictingReading => ({
  fee: node,
  source: COMMISSIONS,
  checked: '2026-09-15',
  note:
    'Saxo’s tabel met tarieven per land, zoals een derde die in september 2026 las; zelf konden we de tabel niet lezen' +
    where,
  confirmed: false,
});
/** The table's minimums in pounds and francs: the fee algebra has no such currency, so counted as euros (less). */
const localAsEuro = (minimum: string) => `; minimum ${minimum}, hier als euro gerekend (iets minder dan het is)`;
const conversion: Reading = { source: CONVERSION, checked, validFrom: fxSeen, validFromSeen: true, confirmed: false };

const plans: BrokerTariff = onePlan('saxo', 'zelf-beleggen', [
  order('order-euronext', ['euronext-amsterdam'], fee.percentage(0.1, { min: 6, max: 150 }), {
    ...green,
    note: 'ETF-tarief van Zelf Beleggen Green; ' + viaThirdParty,
  }),
  order('order-euronext', ['euronext-amsterdam'], fee.percentage(0.08, { min: 2 }), { ...tariff2024, note: rate2024 }),
  order('order-euronext', ['euronext-amsterdam'], fee.percentage(0.08), {
    ...update,
    note: update2025,
    readings: [tableReading(2)],
  }),
  order('order-us', ['us'], fee.percentage(0.08, { min: 1, currency: 'USD' }), { ...tariff2024, note: rate2024 }),
  order('order-us', ['us'], fee.percentage(0.08, { currency: 'USD' }), {
    ...update,
    note: 'NASDAQ, NYSE en NYSE American; ' + update2025,
    readings: [tableReading(1, '', fee.percentage(0.08, { min: 1, currency: 'USD' }))],
  }),
  order('order-europe', EUROPE_OUTSIDE_AMSTERDAM, fee.percentage(0.08, { min: 2 }), {
    source: COMMISSIONS,
    checked,
    validFrom: since2024,
    validUntil: until2025,
    confirmed: false,
    note: 'aangenomen gelijk aan Euronext Amsterdam; de tarieven per beurs vonden we niet bevestigd (minima in lokale valuta)',
  }),
  order('order-europe', ['warsaw', 'tradegate'], fee.percentage(0.08), {
    ...update,
    note:
      'de pagina noemt Londen, Zwitserland, Kopenhagen, Helsinki en Stockholm; voor Warschau en Tradegate aangenomen gelijk; ' +
      update2025,
  }),
  order('order-lse', ['lse'], fee.percentage(0.08), {
    ...update,
    note: 'Londen; ' + update2025,
    readings: [tableReading(3, localAsEuro('£ 3'))],
  }),
  order('order-six', ['six'], fee.percentage(0.08), {
    ...update,
    note: 'Zwitserland; ' + update2025,
    readings: [tableReading(3, localAsEuro('CHF 3'))],
  }),
  order('order-nordics', ['nordics'], fee.percentage(0.08), {
    ...update,
    note: 'Kopenhagen, Helsinki en Stockholm (voor Oslo aangenomen gelijk); ' + update2025,
    readings: [tableReading(3, '; Helsinki € 3, Stockholm SEK 10: de duurste van de Noordse beurzen telt')],
  }),
  order('order-euronext-abroad', ['euronext-brussels', 'euronext-paris', 'euronext-lisbon'], fee.percentage(0.08), {
    ...update,
    note: 'de pagina noemt Milaan, Parijs en Lissabon; voor Brussel aangenomen gelijk; ' + update2025,
    readings: [tableReading(2)],
  }),
  order('order-milan', ['euronext-milan'], fee.percentage(0.08), {
    ...update,
    note: 'Milaan; ' + update2025,
    readings: [tableReading(3)],
  }),
  order('order-xetra', ['xetra'], fee.percentage(0.08), { ...update, note: update2025, readings: [tableReading(3)] }),
  orderFx(fee.percentage(0.25), { ...conversion, checked: compiled, note: fxNote }),
  dividendFx(fee.percentage(0.25), { ...conversion, note: 'aangenomen gelijk aan de conversie bij orders; ' + fxNote }),
  service('service', 'month', fee.basePlusPercentage(3.5, 0.01, { max: 48.5 }), {
    ...green,
    note: 'Zelf Beleggen Green; ' + viaThirdParty,
  }),
  service('service', 'month', fee.percentage(0.01, { max: 40 }), {
    ...pricing2024,
    note: 'per maand over de waarde van de portefeuille; ' + date2024,
    // The same table shows the Dutch custody fee 'refunded as credit': the cheaper reading, shown, not counted.
    readings: [
      {
        ...tableReading(0, '; daar staat de Nederlandse servicevergoeding als ‘teruggestort als tegoed’', fee.free),
      },
    ],
  }),
  savingsPlan('core', fee.free, {
    ...pricing2024,
    note: 'AutoInvest, alleen voor de ETF’s in die selectie; ' + date2024,
  }),
]);

// Which ETFs AutoInvest offers we found on no page of Saxo's own: every ETF is 'onbekend' there, and the box
// 'in de gratis of kernselectie' decides (indexfondsenvergelijken.nl named a few, from a reader's report, not a source).
// Searched again on 28 November 2026 (home.saxo/nl-nl, help.saxo): only SaxoSelect's managed portfolios, no list.
export const tariff: BrokerTariff = {
  ...plans,
  selections: [
    {
      selection: 'AutoInvest-selectie',
      isins: [],
      partial: true,
      ...pricing2024,
      checked: '2026-11-28',
      note: 'welke ETF’s in AutoInvest zitten, vonden we op geen pagina van Saxo; vink het vakje aan als de jouwe erin zit',
    },
  ],
};

/**
 * What leaving Saxo costs. DACSI's list names BinckBank, which Saxo took over, not Saxo itself: the route is marked
 * unconfirmed. No transfer fee in the Dutch pricing we could read.
 */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(PRICING_2024, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(PRICING_2024, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(PRICING_2024, 'of fracties worden overgeboekt of verkocht, staat niet in het tarievenoverzicht'),
    rule: null,
  },
  route: {
    ...dacsiRoute('2013-03-01'),
    confirmed: false,
    note: 'DACSI noemt BinckBank als deelnemer, dat in Saxo is opgegaan; Saxo zelf staat niet in de lijst',
  },
};
