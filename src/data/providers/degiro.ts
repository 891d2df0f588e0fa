// DEGIRO: facts, profile and tariff for Dutch clients (one plan, 'Basic'). Current figures from degiro.nl; the
// 15 May 2023 tariff overview was read in a copy of DEGIRO's PDF, so its date is marked unconfirmed. That overview
// prices trackers (ETFs) at € 2,00 on every exchange and the ETF core selection at € 0,00, each plus the € 1,00
// handling fee; shares on Xetra, Paris and the other European exchanges at € 3,90, on Tradegate without handling fee;
// Brussels is in the home group with Amsterdam (no connectivity fee); Spain (Bolsa de Madrid) is in the € 3,90 group,
// Australia (ASX) in the € 5,00 group, each plus the handling fee. The schedule of 1 January 2026 has the same
// figures and no fair-use clause on the core selection (a third party's reading, September 2026; DEGIRO's own copy we
// could not read). That reading has the core price on Tradegate only, without connectivity fee, where the 2023
// overview has it on the listing in the selection (Euronext Amsterdam for most): the costlier counts, the ordinary ETF
// price (`readings`), and the result says where the core price holds. Which ETFs are in the core selection we could
// not read on DEGIRO's page: the list holds the ETFs of the site's list that a third party's copy (August 2024) names,
// unconfirmed and partial; any other ETF is 'onbekend' and the box 'in de gratis of kernselectie' decides. DEGIRO
// publishes the list on degiro.nl/tarieven/etf-kernselectie and as data/pdf/DEGIRO_Trackers_Kernselectie.pdf; neither
// was readable on 28 November 2026 (third parties' code of September 2026 says every ETF on Tradegate is in it: a lead).
import { NAMED_ONLY_MARKETS, OUTSIDE_AMSTERDAM } from '../tariffs/markets.ts';
import type { BrokerTariff, ConflictingReading, FeeSource, ProviderHome, Reading, SumFee } from './types.ts';
import { connectivity, dividendFx, fee, onePlan, order, orderFx, savingsPlan } from './types.ts';
import type { LeavingCosts } from './leaving.ts';
import { NOT_IN_TARIFF, dacsiRoute, leavingReading } from './leavingSources.ts';

const TARIFFS: FeeSource = { title: 'DEGIRO – Tarieven', url: 'https://www.degiro.nl/tarieven' };
const OVERVIEW: FeeSource = {
  title: 'DEGIRO – Tarievenoverzicht (pdf)',
  url: 'https://www.degiro.nl/data/pdf/Tarievenoverzicht.pdf',
};
const FAQ_CONNECTIVITY: FeeSource = {
  title: 'DEGIRO – Gebühren (helpcenter, Duitsland)',
  url: 'https://www.degiro.de/helpcenter/faq/geb-hren/1179',
};

export const home: ProviderHome = {
  facts: {
    markets: '>45 beurzen',
    features: ['Lage kosten', 'Veel beurzen', 'Nederlandse app'],
    rating: 4,
    url: 'https://www.degiro.nl',
    affiliate: true,
    updated: '2026-11-22',
  },
  profile: {
    description:
      "DEGIRO is in 2008 in Amsterdam opgericht en is een van de bekendste goedkope brokers van Nederland. Je handelt in aandelen, ETF's, obligaties en opties op meer dan 45 beurzen tegen vaste, lage orderkosten. Sinds 2020 hoort DEGIRO bij de Duitse flatexDEGIRO-groep.",
    users:
      'Beginnende en gevorderde beleggers die goedkoop willen handelen op veel beurzen; de flatexDEGIRO-groep heeft ruim 3 miljoen klanten in Europa.',
    customerService: 'Nederlandstalig, per telefoon en e-mail op werkdagen, met een uitgebreid online helpcentrum.',
    platformUsage:
      'Overzichtelijk webplatform en app voor iOS en Android; eenvoudig genoeg voor beginners, met limiet-, stop- en stoplimietorders voor wie meer wil.',
    regulation:
      'flatexDEGIRO Bank AG (Duitsland), onder toezicht van BaFin en de Deutsche Bundesbank; het Nederlandse bijkantoor staat ook onder toezicht van de AFM en DNB. Effecten worden gescheiden bewaard. Duits beleggerscompensatiestelsel tot €20.000 voor effecten; geld op de rekening valt onder de Duitse depositogarantie tot €100.000.',
    pros: [
      'Lage vaste orderkosten, ook op Amerikaanse beurzen',
      "ETF's uit de kernselectie koop je voor alleen een handling fee",
      'Meer dan 45 beurzen in één rekening',
    ],
    cons: ['Valutakosten (AutoFX) bij aandelen in dollars', 'Jaarlijkse aansluitkosten voor beurzen buiten Nederland'],
    protection: {
      depositGuarantee: 'Duitse depositogarantie tot €100.000 op geld bij flatexDEGIRO Bank.',
      investorCompensation: 'Duits beleggerscompensatiestelsel tot €20.000; effecten worden gescheiden bewaard.',
      supervisor: 'BaFin en Deutsche Bundesbank; het Nederlandse bijkantoor ook AFM en DNB.',
    },
    notCounted: [
      'Kosten van ADR’s (certificaten van buitenlandse aandelen): externe periodieke kosten, één op één doorberekend; het bedrag verschilt per ADR (tarievenoverzicht van 15 mei 2023, kopie)',
      'Corporate actions, zoals een keuze- of stockdividend: administratiekosten per afhandeling (op de Zwitserse helppagina van DEGIRO € 7,50; een Nederlands bedrag vonden we niet)',
      'Dat de aansluitkosten volgens een lezing van het overzicht van 2026 niet gelden voor orders uit de kernselectie: de vergelijking rekent ze wel (de duurdere lezing)',
    ],
  },
  corrections: [
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order-europe', 'order-etf', 'order-etf-core'],
      wrong: 'een ETF-order op Xetra, Parijs en de andere Europese beurzen kostte het aandelentarief, € 3,90 + € 1,00',
      now: 'een ETF-order kost op elke beurs € 2,00 + € 1,00 handling fee (Xetra: € 3,00), uit de kernselectie alleen de handling fee',
      source: OVERVIEW,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['order-europe', 'order-tradegate'],
      wrong: 'een aandelenorder op Tradegate kostte € 3,90 + € 1,00 handling fee',
      now: 'op Tradegate geen handling fee: € 3,90',
      source: OVERVIEW,
    },
    {
      corrected: '2026-11-27',
      wrongSince: '2026-11-25',
      keys: ['connectivity'],
      wrong: 'Euronext Brussel telde aansluitkosten',
      now: 'Euronext Brussel hoort bij de thuisbeurzen: geen aansluitkosten',
      source: OVERVIEW,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-22',
      keys: ['order-nl', 'order-us', 'order-fx'],
      wrong:
        'de orderkosten op Euronext Amsterdam en in de VS en de AutoFX-kosten stonden als bevestigd, maar waren niet op de huidige Nederlandse pagina gelezen',
      now: 'niet bevestigd, met de kopie van het tarievenoverzicht van 2023 als bron van dezelfde bedragen',
      source: OVERVIEW,
    },
    {
      corrected: '2026-11-28',
      wrongSince: '2026-11-27',
      keys: ['order-etf-core', 'savings-plan-core'],
      wrong:
        'de kernprijs (alleen de handling fee) gold op elke Europese notering, terwijl een lezing van het overzicht van 2026 hem alleen op Tradegate geeft',
      now: 'beide lezingen staan bij het tarief; de duurdere (het gewone ETF-tarief, € 2,00 + € 1,00) telt',
      source: OVERVIEW,
    },
  ],
};

/** The tariff of 15 May 2023 (commission plus € 1,00 handling fee per order); still the tariff on degiro.nl. */
const since2023 = '2023-05-15';
const overviewCopy = 'gelezen in een kopie van het tarievenoverzicht van 15 mei 2023';
/** Figures compiled from degiro.nl for the site before this model (the repository's earlier fees.ts). */
const compiled: Reading = {
  source: TARIFFS,
  checked: '2026-11-22',
  validFrom: since2023,
  confirmed: false,
  note: 'samengesteld voor de site vóór dit model en niet opnieuw op degiro.nl gelezen; de kopie van het tarievenoverzicht van 15 mei 2023 noemt hetzelfde bedrag',
};
/** Figures read for this model. */
const checked = '2026-11-25';
const fromOverview: Reading = {
  source: OVERVIEW,
  checked,
  validFrom: since2023,
  confirmed: false,
  note: overviewCopy,
};

/** The ETF and Tradegate rules as re-read on their `checked` date. */
const etfRules: Reading = {
  ...fromOverview,
  checked: '2026-11-27',
  note: `${overviewCopy}; volgens een lezing door derden (september 2026) van het tarievenoverzicht van 1 januari 2026 gelijk gebleven`,
};
/** Every exchange but the US (no ETF is sold there to Dutch clients). */
const EUROPE_ALL = ['euronext-amsterdam', ...OUTSIDE_AMSTERDAM.filter((market) => market !== 'us')] as const;
/** Trackers cost € 2,00 'wereldwijd': every exchange but the US, Madrid and the ASX included. */
const ETF_WORLDWIDE = [...EUROPE_ALL, ...NAMED_ONLY_MARKETS] as const;

const commissionPlusHandling = (commission: number): SumFee => ({
  kind: 'sum',
  parts: [
    { label: 'commission', fee: fee.flat(commission) },
    { label: 'handling', fee: fee.flat(1) },
  ],
});

const CORE = 'kernselectie';

/** The 2026 reading of where the core price holds: on Tradegate only, so elsewhere the ordinary ETF price. */
const coreOnTradegate: ConflictingReading = {
  fee: commissionPlusHandling(2),
  source: OVERVIEW,
  checked: '2026-11-28',
  confirmed: false,
  note: 'volgens een lezing door derden (september 2026) van het tarievenoverzicht van 1 januari 2026 geldt de kernprijs alleen op Tradegate (zonder aansluitkosten); op een andere beurs dan het gewone ETF-tarief, € 2,00 + € 1,00 handling fee',
};
/** Where the core price holds, as the result says beside 'in de kernselectie'. */
const CORE_WHERE =
  'de kernprijs (alleen € 1,00 handling fee) geldt volgens het tarievenoverzicht van 2023 op de notering in de kernselectie (zoals Euronext Amsterdam), volgens een lezing van dat van 2026 alleen op Tradegate; de bronnen verschillen, dus we rekenen het gewone ETF-tarief (€ 2,00 + € 1,00)';

/**
 * The ETFs of the site's list (src/data/etfs.ts) that a third party's copy of DEGIRO's core selection names
 * (indexfondsenvergelijken.nl, data/fund_selections.json, 1 August 2024): a lead, not DEGIRO's own list.
 */
const CORE_ISINS_2024 = [
  'IE00B0M62Y33',
  'IE00B1FZS350',
  'IE00B4K48X80',
  'IE00B4L5Y983',
  'NL0009272749',
  'IE0032077012',
  'NL0009690239',
  'IE00B5BMR087',
  'IE00B9CQXS71',
  'IE00B3RBWM25',
  'IE00B3VVMM84',
  'IE00B8GKDB10',
  'IE00B945VV12',
  'IE00B3XXRP09',
  'IE00BKM4GZ66',
  'IE00B53SZB19',
  'IE00B3WJKG14',
  'IE00BM67HT60',
  'NL0011683594',
  'IE00B1TXK627',
  'IE00B1XNHC34',
  'IE00B6R52036',
  'IE00B6R51Z18',
  'IE00BYZK4552',
  'IE00BF4RFH31',
  'IE00BZCQB185',
  'IE00BG0J4C88',
  'IE00BYX2JD69',
  'IE00BK5BQT80',
  'IE00BMC38736',
];

export const tariff: BrokerTariff = {
  ...onePlan('degiro', 'basic', [
    order('order-nl', ['euronext-amsterdam'], commissionPlusHandling(2), compiled),
    order('order-be', ['euronext-brussels'], commissionPlusHandling(2), fromOverview),
    order('order-us', ['us'], commissionPlusHandling(1), compiled),
    order(
      'order-europe',
      [
        'euronext-paris',
        'euronext-milan',
        'euronext-lisbon',
        'xetra',
        'lse',
        'six',
        'nordics',
        'warsaw',
        'bolsa-madrid',
      ],
      commissionPlusHandling(3.9),
      fromOverview,
    ),
    order('order-asx', ['asx'], commissionPlusHandling(5), {
      ...fromOverview,
      note: `Australië, in de groep van € 5,00 met Frankfurt, Hongkong, Japan en Singapore; ${overviewCopy}`,
    }),
    order(
      'order-tradegate',
      ['tradegate'],
      { kind: 'sum', parts: [{ label: 'commission', fee: fee.flat(3.9) }] },
      { ...etfRules, note: `aandelen op Tradegate: zonder handling fee; ${etfRules.note}` },
    ),
    order(
      'order-etf',
      ETF_WORLDWIDE,
      commissionPlusHandling(2),
      { ...etfRules, note: `trackers (ETF’s) op elke beurs, ook op Xetra en Parijs; ${etfRules.note}` },
      { assets: 'etf' },
    ),
    order(
      'order-etf-core',
      EUROPE_ALL,
      { kind: 'sum', parts: [{ label: 'handling', fee: fee.flat(1) }] },
      {
        ...etfRules,
        note: `ETF uit de kernselectie, alleen op de notering in die selectie: alleen de handling fee, zonder fair-usebeleid sinds 1 januari 2026; ${etfRules.note}`,
        readings: [coreOnTradegate],
      },
      { assets: 'etf', selection: CORE },
    ),
    orderFx(fee.percentage(0.25), { ...compiled, note: `AutoFX; ${compiled.note}` }),
    dividendFx(fee.percentage(0.25), {
      source: TARIFFS,
      checked,
      validFrom: since2023,
      confirmed: false,
      note: 'AutoFX; dat het ook voor dividend geldt, vonden we niet bevestigd',
    }),
    // Euronext Brussels is in DEGIRO's home group with Amsterdam: no connectivity fee there.
    connectivity(
      [...OUTSIDE_AMSTERDAM.filter((market) => market !== 'euronext-brussels'), ...NAMED_ONLY_MARKETS],
      fee.percentage(0.25, { max: 2.5 }),
      {
        source: FAQ_CONNECTIVITY,
        checked,
        validFrom: since2023,
        confirmed: false,
        note: 'per beurs buiten Euronext Amsterdam en Brussel, per jaar waarin je er handelt of een positie hebt; NYSE en Nasdaq apart; maximaal 0,25% van de rekeningwaarde',
      },
    ),
    savingsPlan(
      'core',
      { kind: 'sum', parts: [{ label: 'handling', fee: fee.flat(1) }] },
      {
        ...fromOverview,
        note: 'ETF uit de kernselectie, alleen op de notering in die selectie: alleen de handling fee; ' + overviewCopy,
        readings: [coreOnTradegate],
      },
    ),
  ]),
  selections: [
    {
      selection: CORE,
      isins: CORE_ISINS_2024,
      partial: true,
      where: CORE_WHERE,
      source: { title: 'DEGIRO – ETF Kernselectie', url: 'https://www.degiro.nl/tarieven/etf-kernselectie' },
      checked: '2026-11-28',
      validFrom: '2024-08-01',
      validFromSeen: true,
      confirmed: false,
      note: 'de lijst van DEGIRO zelf konden we niet lezen; deze ETF’s noemt een kopie door derden (indexfondsenvergelijken.nl, 1 augustus 2024), niet bevestigd; of een andere ETF erin zit weten we niet: vink dan het vakje aan als de jouwe erin zit',
    },
  ],
};

/** What leaving DEGIRO costs: a DACSI participant since 1 March 2014; no transfer fee in the overview we could read. */
export const leaving: LeavingCosts = {
  transferOut: { ...leavingReading(OVERVIEW, NOT_IN_TARIFF), fee: null, per: 'position' },
  transferIn: { ...leavingReading(OVERVIEW, NOT_IN_TARIFF), fee: null, per: 'position' },
  fractions: {
    ...leavingReading(OVERVIEW, 'of fracties worden overgeboekt of verkocht, staat niet in het tarievenoverzicht'),
    rule: null,
  },
  route: dacsiRoute('2014-03-01'),
};
