// Box 3 (sparen en beleggen): the figures of the deemed-return system for each year the site computes, every figure
// with the page it was read from and the date it was checked. The calculation (src/lib/box3/) and every page that
// shows a box 3 figure read them from here, so a new year or a final percentage is added here and nowhere else.
// `confirmed: false` marks a figure we read only in a secondary source (a tax adviser's or a bank's article quoting
// the Belastingdienst or the Staatscourant), not on the Belastingdienst's, the government's or the law's own page:
// the page shows it as 'niet bevestigd'.

export interface Box3Source {
  readonly title: string;
  /** https URL of the page the figure was read on. */
  readonly url: string;
}

/**
 * One figure with where it comes from. The source is named by its key in BOX3_SOURCES: the box 3 tool's bundle carries
 * the figures, and only the page that lists the sources (src/components/tools/Box3Sources.astro) needs their titles
 * and addresses.
 */
export interface Box3Figure {
  readonly value: number;
  readonly source: Box3SourceKey;
  /** ISO date the figure was checked against its source. */
  readonly checked: string;
  /** Read on an official page (Belastingdienst, rijksoverheid/rijksfinancien, wetten/officielebekendmakingen). */
  readonly confirmed: boolean;
  /** Provisional (voorlopig): the Belastingdienst sets the final percentage after the year. */
  readonly provisional?: boolean;
}

export interface Box3Year {
  readonly year: number;
  /** Heffingsvrij vermogen per person (doubled for fiscal partners). */
  readonly taxFreeAllowance: Box3Figure;
  /** Forfaitair rendement in percent: banktegoeden, overige bezittingen, schulden. */
  readonly rateBank: Box3Figure;
  readonly rateOther: Box3Figure;
  readonly rateDebt: Box3Figure;
  /** Schuldendrempel per person (doubled for fiscal partners): debts count only above it. */
  readonly debtThreshold: Box3Figure;
  /** The box 3 tax rate in percent. */
  readonly taxRate: Box3Figure;
}

const CHECKED = '2026-11-25';

/** Every page a box 3 figure was read on, by key. */
export const BOX3_SOURCES = {
  provisional2025: {
    title: 'Belastingdienst: Hoe is het box 3-inkomen op mijn voorlopige aanslag 2025 berekend?',
    url: 'https://www.belastingdienst.nl/wps/wcm/connect/nl/box-3/content/box-3-inkomen-op-voorlopige-aanslag-2025',
  },
  final2025: {
    title:
      'Staatscourant 2026, 3708: vaststelling forfaitaire rendementen banktegoeden en schulden 2025 (26 februari 2026)',
    url: 'https://zoek.officielebekendmakingen.nl/stcrt-2026-3708.html',
  },
  planMvt2026: {
    title: 'Rijksfinanciën: Belastingplan 2026, memorie van toelichting (heffingvrij vermogen 2025: € 57.684)',
    url: 'https://www.rijksfinancien.nl/belastingplan-memorie-van-toelichting/2026/d17e2197',
  },
  figures2026: {
    title: 'Omnyacc: Box 3 in 2026, percentages, vrijstellingen en bedragen',
    url: 'https://omnyacc.nl/nieuws/box-3-in-2026-percentages-vrijstellingen-en-bedragen',
  },
  rate2026: {
    title: 'NBC/Van Roemburg, nieuwsbrief oktober 2025: geen hoger forfait en lager heffingsvrij vermogen in box 3',
    url: 'https://nbcvanroemburg.nl/wp-content/nieuwsbrief/2025-10/11',
  },
  debtThreshold2025: {
    title: 'Raisin: Schulden in box 3 in 2025 (schuldendrempel € 3.800, partners € 7.600)',
    url: 'https://www.raisin.nl/box-3-belasting/schulden-box-3/',
  },
  debtThreshold2026: {
    title: 'Stolwijk Kennisnetwerk: Box 3 percentages, vrijstellingen en bedragen in 2026 (schuldendrempel € 3.800)',
    url: 'https://stolwijkkennisnetwerk.nl/box-3-percentages-vrijstellingen-en-bedragen-in-2026',
  },
} as const satisfies Record<string, Box3Source>;

export type Box3SourceKey = keyof typeof BOX3_SOURCES;

const figure = (value: number, source: Box3SourceKey, confirmed: boolean, provisional = false): Box3Figure => ({
  value,
  source,
  checked: CHECKED,
  confirmed,
  ...(provisional ? { provisional } : {}),
});

export const BOX3_YEARS: readonly Box3Year[] = [
  {
    year: 2025,
    taxFreeAllowance: figure(57_684, 'planMvt2026', true),
    // Final: Staatscourant 2026, 3708 replaces the provisional 1,44% and 2,61%/2,62% with effect from 1 January 2025.
    // Its text we read quoted (admintrend.nl, 26 February 2026; Evi van Lanschot, 6 February 2026), not on the
    // Staatscourant's page itself.
    rateBank: figure(1.37, 'final2025', false),
    rateOther: figure(5.88, 'provisional2025', true),
    rateDebt: figure(2.7, 'final2025', false),
    debtThreshold: figure(3_800, 'debtThreshold2025', false),
    taxRate: figure(36, 'rate2026', false),
  },
  {
    year: 2026,
    taxFreeAllowance: figure(59_357, 'figures2026', false),
    rateBank: figure(1.28, 'figures2026', false, true),
    rateOther: figure(6, 'figures2026', false),
    rateDebt: figure(2.7, 'figures2026', false, true),
    // 'In 2026 geldt dezelfde schuldendrempel als in 2025': read in an adviser's article, not at the Belastingdienst.
    debtThreshold: figure(3_800, 'debtThreshold2026', false),
    taxRate: figure(36, 'rate2026', false),
  },
];

export type Box3TaxYear = 2025 | 2026;
export const BOX3_TAX_YEARS: readonly Box3TaxYear[] = [2025, 2026];
/** The latest year's rules: the calculator's and the 'what a reader keeps' default. */
export const LATEST_BOX3_YEAR: Box3TaxYear = 2026;

/** The tegenbewijs: the law and the Belastingdienst's explanation with worked examples. */
export const TEGENBEWIJS_SOURCES = {
  law: {
    title: 'Wet tegenbewijsregeling box 3 (Kamerstuk 36706), Eerste Kamer, behandeling 7 juli 2025',
    url: 'https://www.eerstekamer.nl/verslagdeel/20250707/wet_tegenbewijsregeling_box_3',
  },
  examples: {
    title: 'Belastingdienst: Rekenvoorbeelden berekening werkelijk rendement (2025)',
    url: 'https://www.belastingdienst.nl/wps/wcm/connect/nl/box-3/content/rekenvoorbeelden-berekening-werkelijk-rendement',
  },
  checked: CHECKED,
} as const;

/** The 2028 system: a bill, not law, as far as we could confirm. */
export const WERKELIJK_RENDEMENT_BILL = {
  kamerstuk: '36748',
  /** The Tweede Kamer passed the bill on this date (ANP via welingelichtekringen.nl, fintool.nl). */
  passedTweedeKamer: '2026-02-12',
  /** Intended start. */
  intendedStart: '2028-01-01',
  /** We found no Eerste Kamer vote or Staatsblad publication: the page says so. */
  eersteKamerConfirmed: false,
  source: {
    title: 'ANP: Kamer stemt in met nieuwe belasting op vermogensrendement (12 februari 2026)',
    url: 'https://www.welingelichtekringen.nl/sport/kamer-stemt-in-met-nieuwe-belasting-op-vermogensrendement-bBrQvT',
  },
  checked: CHECKED,
} as const;
