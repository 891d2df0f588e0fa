// The fund list: every ETF the site's picker offers (src/data/etfs.ts), the funds readers hold at fund houses and
// banks (Northern Trust, Meesman, Brand New Day) and iShares MSCI EM (IEMM, which the picker lacks; not in DEGIRO's
// kernselectie of August 2024 as indexfondsenvergelijken.nl recorded it). Which kernselectie ETFs are among the 20
// most held we found no source for; the picker's world, S&P 500 and emerging-markets ETFs are all here. Per fund its figures, each with its source and dates beside it. Figures we could not read
// in the issuer's own current document are `confirmed: false`; a third party's reading carries `thirdParty` with its
// date. Data only: the arithmetic is in src/lib/funds/, the domicile follows from the ISIN (src/lib/funds/domicile.ts).
//
// Sources used (read 2026-11-28):
// - indexfondsenvergelijken.nl (retired), its fund data (data/funds.json in nicwortel/indexfondsenvergelijken.nl,
//   last changed 2024-10-11): TER, transaction costs and dividend leakage (from annual-report analyses) of 17 funds.
//   A dated third-party reading: each figure names the issuer's document that data cites, which we did not read.
// - MSCI's index factsheet for the MSCI World Index (copy of 30 June 2021): dividend yield MSCI World 1,65%, MSCI
//   Emerging Markets 1,85%. An old copy: unconfirmed for today.
// - Northern Trust's FGR page (fgrinvesting.com): the FGR funds reclaim withholding tax through the Dutch treaties.
// - The TERs of the picker's ETFs as src/data/etfs.ts has them (issuers' fact sheets, per that file), unconfirmed.
import type { FeeSource } from '../providers/types.ts';
import type { Fund, FundChange, FundFigure } from './types.ts';

export type { Fund, FundChange, FundFigure } from './types.ts';

/** The day these figures were put in and checked against their sources. */
const CHECKED = '2026-11-28';
/** The last change of the third party's fund data. */
const IFV_DATE = '2024-10-11';
const IFV = { name: 'indexfondsenvergelijken.nl (niet meer actief)', date: IFV_DATE } as const;
const IFV_DATA = 'https://github.com/nicwortel/indexfondsenvergelijken.nl/blob/main/data/funds.json';

const ISHARES: FeeSource = {
  title: 'iShares – fondsen voor particuliere beleggers',
  url: 'https://www.ishares.com/nl/particuliere-belegger/nl',
};
const VANGUARD: FeeSource = { title: 'Vanguard Nederland – ETF’s', url: 'https://www.nl.vanguard/' };
const SPDR: FeeSource = { title: 'State Street SPDR ETF’s', url: 'https://www.ssga.com/nl/nl/intermediary/etfs' };
const XTRACKERS: FeeSource = { title: 'Xtrackers (DWS) – ETF’s', url: 'https://etf.dws.com/nl-nl/' };
const VANECK: FeeSource = { title: 'VanEck – ETF’s', url: 'https://www.vaneck.com/nl/nl/' };
const INVESCO: FeeSource = { title: 'Invesco – ETF’s', url: 'https://etf.invesco.com/nl/private/nl' };
const AMUNDI: FeeSource = { title: 'Amundi ETF', url: 'https://www.amundietf.nl/' };
const MSCI_WORLD_2021: FeeSource = {
  title: 'MSCI – MSCI World Index (USD), index factsheet van 30 juni 2021 (kopie)',
  url: 'https://scribd.com/document/585801255/Msci-World-Index-Usd-Price',
};
const FGR_INVESTING: FeeSource = {
  title: 'Northern Trust – FGR Fund Range',
  url: 'http://www.fgrinvesting.com/en/fund-range/',
};
const BELASTINGWET: FeeSource = {
  title: 'Wet op de vennootschapsbelasting 1969, art. 28 (fiscale beleggingsinstelling)',
  url: 'https://wetten.overheid.nl/BWBR0002672',
};

const SITE_LIST_NOTE =
  'de TER uit de ETF-lijst van de site; niet nagelezen in het actuele essentiële-informatiedocument';
const DUTCH_NIL =
  'een Nederlandse fiscale beleggingsinstelling verrekent buitenlandse bronbelasting met de dividendbelasting die zij inhoudt en die jij weer verrekent: nihil volgens de analyse van indexfondsenvergelijken.nl';
const FGR_NIL =
  'een fiscaal transparant fonds voor gemene rekening vordert buitenlandse bronbelasting terug via de Nederlandse belastingverdragen: nihil volgens de analyse van indexfondsenvergelijken.nl (een gastblog op financieelonafhankelijkblog.nl noemde voor de fondsen van Northern Trust, met een vraagteken, 0,42–1,05%)';

/** Meesman's own address lives in its provider home (src/data/providers/meesman.ts): cite the third party's data. */
const MEESMAN_EBI_2022: FeeSource = {
  title: 'Essentiële beleggersinformatie 2022 van Meesman, zoals aangehaald door indexfondsenvergelijken.nl',
  url: IFV_DATA,
};

// --- Own funds of the fund houses added with Brand New Day and FitVermogen ---------------------------------------
/** Brand New Day's own address lives in its provider home (src/data/providers/brand-new-day.ts): cite the third party's data. */
const BND_WORLD_EBI: FeeSource = {
  title:
    'Essentiële beleggersinformatie van het BND Wereld Indexfonds C-Hedged, zoals aangehaald door indexfondsenvergelijken.nl',
  url: IFV_DATA,
};
/** Goldman Sachs' figures for its Enhanced Index fund, as indexfondsenvergelijken.nl read them (from Morningstar). */
const GS_ENHANCED_KID: FeeSource = {
  title:
    'Essentiële-informatiedocument van Goldman Sachs Enhanced Index Sustainable Equity (zoals aangehaald door indexfondsenvergelijken.nl)',
  url: 'https://api.nnip.com/DocumentsApi/files/PRIIPSKID_NL0012125736_NL_NL',
};
// --- end of the fund houses' own funds ---------------------------------------------------------------------------

/** A figure read on the issuer's page or document (unconfirmed unless `confirmed: true` is given). */
function figure<T>(value: T, source: FeeSource, extra: Partial<FundFigure<T>> = {}): FundFigure<T> {
  return { value, source, checked: CHECKED, validFrom: CHECKED, confirmed: false, ...extra };
}

/** The issuer's document a third party's figure cites. */
function kid(url: string): FeeSource {
  return {
    title: 'Essentiële-informatiedocument van het fonds (zoals aangehaald door indexfondsenvergelijken.nl)',
    url,
  };
}

/** A figure from indexfondsenvergelijken.nl's fund data: a dated third-party reading, citing `source`. */
function thirdParty(value: number, source: FeeSource, note?: string): FundFigure<number> {
  return {
    value,
    source,
    checked: CHECKED,
    validFrom: IFV_DATE,
    confirmed: false,
    thirdParty: IFV,
    note: note ?? `uit de fondsgegevens van indexfondsenvergelijken.nl (${IFV_DATE}); de bron lazen wij niet zelf na`,
  };
}

/** The index's dividend yield from MSCI's factsheet: what an accumulating class leaks on as much as its twin. */
function indexYield(value: number, index: string): FundFigure<number> {
  return {
    value,
    source: MSCI_WORLD_2021,
    checked: CHECKED,
    validFrom: '2021-06-30',
    confirmed: false,
    note: `dividendrendement van de ${index} Index over twaalf maanden, uit een kopie van MSCI’s factsheet van 30 juni 2021; een actuele factsheet lazen we niet`,
  };
}

/** A fund domiciled outside the Netherlands: it cannot be a Dutch fiscale beleggingsinstelling. */
function foreignFund(source: FeeSource): FundFigure<'buitenlands'> {
  return figure('buitenlands', source, {
    note: 'alleen een in Nederland gevestigde NV, BV of fonds voor gemene rekening kan een fiscale beleggingsinstelling zijn',
  });
}

/**
 * Vanguard FTSE All-World's TER: 0,22% in the third party's data (2024-10-11) and on Finanztip (September 2024),
 * against the 0,19% of the site's ETF list; the costlier counts until Vanguard's own current document is read.
 */
const VANGUARD_ALL_WORLD_TER = [
  {
    value: 0.22,
    source: { title: 'Fondsgegevens van indexfondsenvergelijken.nl', url: IFV_DATA },
    checked: CHECKED,
    validFrom: IFV_DATE,
    thirdParty: IFV,
    note: `TER volgens de fondsgegevens van indexfondsenvergelijken.nl (${IFV_DATE})`,
  },
  {
    value: 0.22,
    source: {
      title: 'Finanztip – Der Vanguard FTSE All-World Distributing ETF im Vergleich',
      url: 'https://www.finanztip.de/indexfonds-etf/vanguard-a1jx52/',
    },
    checked: CHECKED,
    validFrom: '2024-09-30',
    thirdParty: { name: 'Finanztip', date: '2024-09-30' },
    note: 'TER van de uitkerende klasse, stand september 2024',
  },
] as const;

export const FUNDS: readonly Fund[] = [
  {
    isin: 'IE00B4L5Y983',
    name: 'iShares Core MSCI World UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'MSCI World',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.2, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: thirdParty(
      0.034,
      kid(
        'https://www.ishares.com/nl/particuliere-belegger/nl/literature/kiid/kiid-ishares-core-msci-world-ucits-etf-nl-ie00b4l5y983-nl.pdf',
      ),
    ),
    dividendYield: indexYield(1.65, 'MSCI World'),
    dividendLeakage: thirdParty(11.63, { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA }),
  },
  {
    isin: 'IE00BK5BQT80',
    name: 'Vanguard FTSE All-World UCITS ETF (USD) Accumulating',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: false,
    index: 'FTSE All-World',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.19, VANGUARD, { note: SITE_LIST_NOTE, readings: VANGUARD_ALL_WORLD_TER }),
    transactionCosts: thirdParty(0.043, kid('https://fund-docs.vanguard.com/ie00bk5bqt80_priipskid_nl.pdf')),
    dividendYield: null,
    dividendLeakage: thirdParty(11.42, { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA }),
  },
  {
    isin: 'IE00B3RBWM25',
    name: 'Vanguard FTSE All-World UCITS ETF (USD) Distributing',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: true,
    index: 'FTSE All-World',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.19, VANGUARD, { note: SITE_LIST_NOTE, readings: VANGUARD_ALL_WORLD_TER }),
    transactionCosts: thirdParty(0.043, kid('https://fund-docs.vanguard.com/ie00b3rbwm25_priipskid_nl.pdf')),
    dividendYield: null,
    dividendLeakage: thirdParty(11.42, { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA }),
  },
  {
    isin: 'IE00BFY0GT14',
    name: 'SPDR MSCI World UCITS ETF',
    issuer: 'SPDR',
    kind: 'etf',
    distributing: false,
    index: 'MSCI World',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.12, SPDR, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: indexYield(1.65, 'MSCI World'),
    dividendLeakage: null,
  },
  {
    isin: 'IE00BJ0KDQ92',
    name: 'Xtrackers MSCI World UCITS ETF 1C',
    issuer: 'Xtrackers',
    kind: 'etf',
    distributing: false,
    index: 'MSCI World',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.12, XTRACKERS, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: indexYield(1.65, 'MSCI World'),
    dividendLeakage: null,
  },
  {
    isin: 'IE00B5BMR087',
    name: 'iShares Core S&P 500 UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'S&P 500',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.07, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE0031442068',
    name: 'iShares Core S&P 500 UCITS ETF USD (Dist)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'S&P 500',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.07, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B3XXRP09',
    name: 'Vanguard S&P 500 UCITS ETF (USD) Distributing',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: true,
    index: 'S&P 500',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.07, VANGUARD, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BFMXXD54',
    name: 'Vanguard S&P 500 UCITS ETF (USD) Accumulating',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: false,
    index: 'S&P 500',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.07, VANGUARD, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'NL0009272749',
    name: 'VanEck AEX UCITS ETF',
    issuer: 'VanEck',
    kind: 'etf',
    distributing: true,
    index: 'AEX',
    fiscalStatus: figure('fbi', VANECK, {
      note: 'VanEck noemt zijn Nederlandse ETF’s fiscale beleggingsinstellingen; niet nagelezen in het prospectus',
    }),
    ter: figure(0.3, VANECK, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B0M62Y33',
    name: 'iShares AEX UCITS ETF',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'AEX',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.3, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'DE0005933931',
    name: 'iShares Core DAX UCITS ETF (DE)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'DAX',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.16, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'LU0274211480',
    name: 'Xtrackers DAX UCITS ETF 1C',
    issuer: 'Xtrackers',
    kind: 'etf',
    distributing: false,
    index: 'DAX',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.09, XTRACKERS, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B4K48X80',
    name: 'iShares Core MSCI Europe UCITS ETF EUR (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'MSCI Europe',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.12, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B945VV12',
    name: 'Vanguard FTSE Developed Europe UCITS ETF (EUR) Distributing',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: true,
    index: 'FTSE Developed Europe',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.1, VANGUARD, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BKM4GZ66',
    name: 'iShares Core MSCI EM IMI UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'MSCI Emerging Markets IMI',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.18, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: thirdParty(
      0.115,
      kid(
        'https://www.ishares.com/nl/particuliere-belegger/nl/literature/kiid/kiid-ishares-core-msci-em-imi-ucits-etf-usd-acc-nl-ie00bkm4gz66-nl.pdf',
      ),
    ),
    dividendYield: null,
    dividendLeakage: thirdParty(12.8, { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA }),
  },
  {
    isin: 'IE00B3VVMM84',
    name: 'Vanguard FTSE Emerging Markets UCITS ETF (USD) Distributing',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: true,
    index: 'FTSE Emerging',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.22, VANGUARD, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B4L5YX21',
    name: 'iShares Core MSCI Japan IMI UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'MSCI Japan IMI',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.12, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B95PGT31',
    name: 'Vanguard FTSE Japan UCITS ETF (USD) Distributing',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: true,
    index: 'FTSE Japan',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.15, VANGUARD, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BZCQB185',
    name: 'iShares MSCI India UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'MSCI India',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.65, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BJ5JPG56',
    name: 'iShares MSCI China UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'MSCI China',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.28, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B0M63516',
    name: 'iShares MSCI Brazil UCITS ETF USD (Dist)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'MSCI Brazil',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.74, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B27YCK28',
    name: 'iShares MSCI EM Latin America UCITS ETF USD (Dist)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'MSCI EM Latin America',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.2, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'LU1287022708',
    name: 'Amundi Pan Africa UCITS ETF Acc',
    issuer: 'Amundi',
    kind: 'etf',
    distributing: false,
    index: 'Amundi Pan Africa UCITS ETF Acc',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.85, AMUNDI, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B53SZB19',
    name: 'iShares NASDAQ 100 UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'NASDAQ-100',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.33, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE0032077012',
    name: 'Invesco EQQQ NASDAQ-100 UCITS ETF Dist',
    issuer: 'Invesco',
    kind: 'etf',
    distributing: true,
    index: 'NASDAQ-100',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.3, INVESCO, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B3WJKG14',
    name: 'iShares S&P 500 Information Technology Sector UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares S&P 500 Information Technology Sector UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.15, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BM67HT60',
    name: 'Xtrackers MSCI World Information Technology UCITS ETF 1C',
    issuer: 'Xtrackers',
    kind: 'etf',
    distributing: false,
    index: 'Xtrackers MSCI World Information Technology UCITS ETF 1C',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.25, XTRACKERS, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BMC38736',
    name: 'VanEck Semiconductor UCITS ETF',
    issuer: 'VanEck',
    kind: 'etf',
    distributing: false,
    index: 'VanEck Semiconductor UCITS ETF',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.35, VANECK, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BYZK4552',
    name: 'iShares Automation & Robotics UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares Automation & Robotics UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.4, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BGV5VN51',
    name: 'Xtrackers Artificial Intelligence & Big Data UCITS ETF 1C',
    issuer: 'Xtrackers',
    kind: 'etf',
    distributing: false,
    index: 'Xtrackers Artificial Intelligence & Big Data UCITS ETF 1C',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.35, XTRACKERS, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BG0J4C88',
    name: 'iShares Digital Security UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares Digital Security UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.4, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B1XNHC34',
    name: 'iShares Global Clean Energy UCITS ETF USD (Dist)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'iShares Global Clean Energy UCITS ETF USD (Dist)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.65, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BYX2JD69',
    name: 'iShares MSCI World SRI UCITS ETF EUR (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares MSCI World SRI UCITS ETF EUR (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.2, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BM67HM91',
    name: 'Xtrackers MSCI World Energy UCITS ETF 1C',
    issuer: 'Xtrackers',
    kind: 'etf',
    distributing: false,
    index: 'Xtrackers MSCI World Energy UCITS ETF 1C',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.25, XTRACKERS, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B1TXK627',
    name: 'iShares Global Water UCITS ETF USD (Dist)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'iShares Global Water UCITS ETF USD (Dist)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.65, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B6R51Z18',
    name: 'iShares Oil & Gas Exploration & Production UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares Oil & Gas Exploration & Production UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.55, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B43HR379',
    name: 'iShares S&P 500 Health Care Sector UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares S&P 500 Health Care Sector UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.15, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BM67HK77',
    name: 'Xtrackers MSCI World Health Care UCITS ETF 1C',
    issuer: 'Xtrackers',
    kind: 'etf',
    distributing: false,
    index: 'Xtrackers MSCI World Health Care UCITS ETF 1C',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.25, XTRACKERS, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BM67HL84',
    name: 'Xtrackers MSCI World Financials UCITS ETF 1C',
    issuer: 'Xtrackers',
    kind: 'etf',
    distributing: false,
    index: 'Xtrackers MSCI World Financials UCITS ETF 1C',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.25, XTRACKERS, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B6R52036',
    name: 'iShares Gold Producers UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares Gold Producers UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.55, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B1FZS350',
    name: 'iShares Developed Markets Property Yield UCITS ETF USD (Dist)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'iShares Developed Markets Property Yield UCITS ETF USD (Dist)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.59, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE000YYE6WK5',
    name: 'VanEck Defense UCITS ETF A',
    issuer: 'VanEck',
    kind: 'etf',
    distributing: false,
    index: 'VanEck Defense UCITS ETF A',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.55, VANECK, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BP3QZ601',
    name: 'iShares MSCI World Quality Factor UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares MSCI World Quality Factor UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.25, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B8FHGS14',
    name: 'iShares Edge MSCI World Minimum Volatility UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'iShares Edge MSCI World Minimum Volatility UCITS ETF USD (Acc)',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.3, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00BF4RFH31',
    name: 'iShares MSCI World Small Cap UCITS ETF USD (Acc)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: false,
    index: 'MSCI World Small Cap',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.35, ISHARES, { note: SITE_LIST_NOTE }),
    transactionCosts: thirdParty(
      0.118,
      kid(
        'https://www.ishares.com/nl/particuliere-belegger/nl/literature/kiid/kiid-ishares-msci-world-small-cap-ucits-etf-usd-acc-nl-ie00bf4rfh31-nl.pdf',
      ),
    ),
    dividendYield: null,
    dividendLeakage: thirdParty(12.6, { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA }),
  },
  {
    isin: 'IE00B8GKDB10',
    name: 'Vanguard FTSE All-World High Dividend Yield UCITS ETF (USD) Distributing',
    issuer: 'Vanguard',
    kind: 'etf',
    distributing: true,
    index: 'Vanguard FTSE All-World High Dividend Yield UCITS ETF (USD) Distributing',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.29, VANGUARD, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B9CQXS71',
    name: 'SPDR S&P Global Dividend Aristocrats UCITS ETF',
    issuer: 'SPDR',
    kind: 'etf',
    distributing: true,
    index: 'SPDR S&P Global Dividend Aristocrats UCITS ETF',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: figure(0.45, SPDR, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'NL0011683594',
    name: 'VanEck Morningstar Developed Markets Dividend Leaders UCITS ETF',
    issuer: 'VanEck',
    kind: 'etf',
    distributing: true,
    index: 'VanEck Morningstar Developed Markets Dividend Leaders UCITS ETF',
    fiscalStatus: figure('fbi', VANECK, {
      note: 'VanEck noemt zijn Nederlandse ETF’s fiscale beleggingsinstellingen; niet nagelezen in het prospectus',
    }),
    ter: figure(0.38, VANECK, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'NL0009690239',
    name: 'VanEck World Equal Weight Screened UCITS ETF',
    issuer: 'VanEck',
    kind: 'etf',
    distributing: true,
    index: 'VanEck World Equal Weight Screened UCITS ETF',
    fiscalStatus: figure('fbi', VANECK, {
      note: 'VanEck noemt zijn Nederlandse ETF’s fiscale beleggingsinstellingen; niet nagelezen in het prospectus',
    }),
    ter: figure(0.2, VANECK, { note: SITE_LIST_NOTE }),
    transactionCosts: null,
    dividendYield: null,
    dividendLeakage: null,
  },
  {
    isin: 'IE00B0M63177',
    name: 'iShares MSCI EM UCITS ETF USD (Dist)',
    issuer: 'iShares',
    kind: 'etf',
    distributing: true,
    index: 'MSCI Emerging Markets',
    fiscalStatus: foreignFund(BELASTINGWET),
    ter: thirdParty(
      0.18,
      kid(
        'https://www.ishares.com/nl/particuliere-belegger/nl/literature/kiid/kiid-ishares-msci-emerging-markets-ucits-etf-dist-nl-ie00b0m63177-nl.pdf',
      ),
    ),
    transactionCosts: thirdParty(
      0.07,
      kid(
        'https://www.ishares.com/nl/particuliere-belegger/nl/literature/kiid/kiid-ishares-msci-emerging-markets-ucits-etf-dist-nl-ie00b0m63177-nl.pdf',
      ),
    ),
    dividendYield: indexYield(1.85, 'MSCI Emerging Markets'),
    dividendLeakage: thirdParty(13.5, { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA }),
  },
  {
    isin: 'NL0011225305',
    name: 'Northern Trust World Custom ESG Equity Index UCITS FGR Feeder Fund',
    issuer: 'Northern Trust',
    kind: 'indexfonds',
    distributing: false,
    index: 'MSCI World Custom ESG Index',
    fiscalStatus: figure('fgr-transparant', FGR_INVESTING, {
      confirmed: true,
      note: 'het fonds vordert buitenlandse bronbelasting terug via de Nederlandse belastingverdragen',
    }),
    ter: thirdParty(
      0.15,
      kid(
        'https://www.northerntrust.com/documents/funds/intl/ntfgr/kiids-nl/ntfgr-world-custom-esg-equity-index-ucits-fund-class-a-kiid-nl.pdf',
      ),
    ),
    transactionCosts: thirdParty(
      0.015,
      kid(
        'https://www.northerntrust.com/documents/funds/intl/ntfgr/kiids-nl/ntfgr-world-custom-esg-equity-index-ucits-fund-class-a-kiid-nl.pdf',
      ),
    ),
    dividendYield: null,
    dividendLeakage: thirdParty(
      0,
      { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA },
      FGR_NIL,
    ),
  },
  {
    isin: 'NL0011515424',
    name: 'Northern Trust Emerging Markets Custom ESG Equity Index UCITS FGR Fund',
    issuer: 'Northern Trust',
    kind: 'indexfonds',
    distributing: false,
    index: 'MSCI Emerging Markets Custom ESG Index',
    fiscalStatus: figure('fgr-transparant', FGR_INVESTING, {
      confirmed: true,
      note: 'het fonds vordert buitenlandse bronbelasting terug via de Nederlandse belastingverdragen',
    }),
    ter: thirdParty(
      0.25,
      kid(
        'https://www.northerntrust.com/documents/funds/intl/ntfgr/kiids-nl/ntfgr-emerging-markets-custom-esg-equity-index-ucits-fund-class-a-kiid-nl.pdf',
      ),
    ),
    transactionCosts: thirdParty(
      0.058,
      kid(
        'https://www.northerntrust.com/documents/funds/intl/ntfgr/kiids-nl/ntfgr-emerging-markets-custom-esg-equity-index-ucits-fund-class-a-kiid-nl.pdf',
      ),
    ),
    dividendYield: null,
    dividendLeakage: thirdParty(
      0,
      { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA },
      FGR_NIL,
    ),
  },
  {
    isin: 'NL0013552078',
    name: 'Northern Trust World Small Cap ESG Low Carbon Index FGR Feeder Fund',
    issuer: 'Northern Trust',
    kind: 'indexfonds',
    distributing: false,
    index: 'MSCI World Small Cap Custom ESG Low Carbon Index',
    fiscalStatus: figure('fgr-transparant', FGR_INVESTING, {
      confirmed: true,
      note: 'het fonds vordert buitenlandse bronbelasting terug via de Nederlandse belastingverdragen',
    }),
    ter: thirdParty(
      0.23,
      kid(
        'https://www.northerntrust.com/documents/funds/intl/ntfgr/kiids-nl/ntfgr-world-small-cap-esg-low-carbon-index-fgr-fund-class-a-kiid-nl.pdf',
      ),
    ),
    transactionCosts: thirdParty(
      0.1,
      kid(
        'https://www.northerntrust.com/documents/funds/intl/ntfgr/kiids-nl/ntfgr-world-small-cap-esg-low-carbon-index-fgr-fund-class-a-kiid-nl.pdf',
      ),
    ),
    dividendYield: null,
    dividendLeakage: thirdParty(
      0,
      { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA },
      FGR_NIL,
    ),
  },
  {
    isin: 'NL0013689110',
    name: 'Meesman Indexfonds Aandelen Wereldwijd Totaal',
    issuer: 'Meesman',
    kind: 'indexfonds',
    distributing: false,
    index: 'Mix van 3 MSCI Custom ESG indexen',
    fiscalStatus: figure('fbi', MEESMAN_EBI_2022, {
      note: 'fiscale status uit de analyse van indexfondsenvergelijken.nl (dividendlek nihil); niet nagelezen in het prospectus',
    }),
    ter: thirdParty(0.4, MEESMAN_EBI_2022),
    transactionCosts: thirdParty(0.028, MEESMAN_EBI_2022),
    dividendYield: null,
    dividendLeakage: thirdParty(
      0,
      { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA },
      DUTCH_NIL,
    ),
    ownFundOf: 'meesman',
  },
  {
    isin: 'NL0012706154',
    name: 'BND Wereld Indexfonds C-Hedged',
    issuer: 'Brand New Day',
    kind: 'indexfonds',
    distributing: false,
    index: 'FTSE Developed Index',
    fiscalStatus: figure('fbi', BND_WORLD_EBI, {
      note: 'fiscale status uit de analyse van indexfondsenvergelijken.nl (dividendlek nihil); niet nagelezen in het prospectus',
    }),
    ter: thirdParty(0.15, BND_WORLD_EBI),
    transactionCosts: thirdParty(0.02, BND_WORLD_EBI),
    dividendYield: null,
    dividendLeakage: thirdParty(
      0,
      { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA },
      DUTCH_NIL,
    ),
    ownFundOf: 'brand-new-day',
  },
  {
    isin: 'NL0012125736',
    name: 'Goldman Sachs Enhanced Index Sustainable Equity',
    issuer: 'Goldman Sachs Asset Management',
    kind: 'indexfonds',
    distributing: false,
    index: 'MSCI World Index',
    fiscalStatus: figure('fbi', GS_ENHANCED_KID, {
      note: 'fiscale status uit de analyse van indexfondsenvergelijken.nl (dividendlek nihil); niet nagelezen in het prospectus',
    }),
    ter: thirdParty(0.177, GS_ENHANCED_KID),
    transactionCosts: thirdParty(0.02, GS_ENHANCED_KID),
    dividendYield: null,
    dividendLeakage: thirdParty(0, { title: 'Fondsgegevens van indexfondsenvergelijken.nl', url: IFV_DATA }, DUTCH_NIL),
    ownFundOf: 'fitvermogen',
  },
  {
    isin: 'NL0014040164',
    name: 'BND Emerging Markets Indexfonds-B',
    issuer: 'Brand New Day',
    kind: 'indexfonds',
    distributing: false,
    index: 'MSCI Emerging Markets Index',
    fiscalStatus: figure(
      'fbi',
      kid('https://media-bnd.s3-accelerate.amazonaws.com/2019/10/EBI-BND-Emerging-Markets-Indexfonds-B.pdf'),
      {
        note: 'fiscale status uit de analyse van indexfondsenvergelijken.nl (dividendlek nihil); niet nagelezen in het prospectus',
      },
    ),
    ter: thirdParty(
      0.26,
      kid('https://media-bnd.s3-accelerate.amazonaws.com/2019/10/EBI-BND-Emerging-Markets-Indexfonds-B.pdf'),
    ),
    transactionCosts: thirdParty(
      0.05,
      kid('https://media-bnd.s3-accelerate.amazonaws.com/2019/10/EBI-BND-Emerging-Markets-Indexfonds-B.pdf'),
    ),
    dividendYield: null,
    dividendLeakage: thirdParty(
      0,
      { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA },
      DUTCH_NIL,
    ),
  },
  {
    isin: 'NL0013546955',
    name: 'BND Small Cap Wereld Indexfonds-B',
    issuer: 'Brand New Day',
    kind: 'indexfonds',
    distributing: false,
    index: 'MSCI World Small Cap Custom ESG Low Carbon Index',
    fiscalStatus: figure(
      'fbi',
      kid('https://media-bnd.s3-accelerate.amazonaws.com/2019/05/EBI-BND-Small-Cap-Wereld-Indexfonds-B.pdf'),
      {
        note: 'fiscale status uit de analyse van indexfondsenvergelijken.nl (dividendlek nihil); niet nagelezen in het prospectus',
      },
    ),
    ter: thirdParty(
      0.23,
      kid('https://media-bnd.s3-accelerate.amazonaws.com/2019/05/EBI-BND-Small-Cap-Wereld-Indexfonds-B.pdf'),
    ),
    transactionCosts: thirdParty(
      0.1,
      kid('https://media-bnd.s3-accelerate.amazonaws.com/2019/05/EBI-BND-Small-Cap-Wereld-Indexfonds-B.pdf'),
    ),
    dividendYield: null,
    dividendLeakage: thirdParty(
      0,
      { title: 'Jaarverslaganalyse van indexfondsenvergelijken.nl', url: IFV_DATA },
      DUTCH_NIL,
    ),
  },
];

/** Changes to fund figures and corrections of our own fund data, newest first (none since the list began). */
export const FUND_CHANGES: readonly FundChange[] = [];
