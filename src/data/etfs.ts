// The ETF finder's catalogue: real, listed UCITS ETFs a Dutch investor can buy
// through the usual brokers. TER = ongoing charges in percent per year as published by the issuer
// (fact sheet / KID); issuers change them now and then, so check them when updating this list.
// Every ISIN is checked (format + check digit) by tests/unit/etf.test.ts. Each ETF's cost figures (TER, transaction
// costs, dividend yield and leakage, with sources and dates) are in the fund list, src/data/funds/, under the same ISIN
// and with the same TER (tests/unit/funds.test.ts holds both).

/** The five ETF categories (the finder's Categorie filter). */
export const ETF_CATEGORIES = [
  'Technologie & Innovatie',
  "Regio- & Landenspecifieke ETF's",
  'Energie & Duurzaamheid',
  "Sectoren & Thema's",
  'Strategie & Stijl',
] as const;
export type EtfCategory = (typeof ETF_CATEGORIES)[number];

/** The regions an ETF can have (the finder's Regio filter). */
export const ETF_REGIONS = [
  'Wereld',
  'VS',
  'India',
  'China',
  'Japan',
  'Brazilië',
  'Afrika',
  'Latijns-Amerika',
  'Opkomend',
  'Nederland',
  'Duitsland',
  'Europa',
] as const;
export type EtfRegion = (typeof ETF_REGIONS)[number];

export interface Etf {
  readonly name: string;
  readonly isin: string;
  readonly region: EtfRegion;
  /** true = uitkerend (pays out dividends), false = herbeleggend (accumulating). */
  readonly distributing: boolean;
  /** TER in percent per year, e.g. 0.07. */
  readonly fee: number;
  readonly category: EtfCategory;
}

const REGIO: EtfCategory = "Regio- & Landenspecifieke ETF's";
const TECH: EtfCategory = 'Technologie & Innovatie';
const ENERGIE: EtfCategory = 'Energie & Duurzaamheid';
const SECTOR: EtfCategory = "Sectoren & Thema's";
const STRATEGIE: EtfCategory = 'Strategie & Stijl';

export const ETFS: readonly Etf[] = [
  // Brede markt per regio of land
  {
    name: 'iShares Core MSCI World UCITS ETF USD (Acc)',
    isin: 'IE00B4L5Y983',
    region: 'Wereld',
    distributing: false,
    fee: 0.2,
    category: REGIO,
  },
  {
    name: 'Vanguard FTSE All-World UCITS ETF (USD) Accumulating',
    isin: 'IE00BK5BQT80',
    region: 'Wereld',
    distributing: false,
    fee: 0.19,
    category: REGIO,
  },
  {
    name: 'Vanguard FTSE All-World UCITS ETF (USD) Distributing',
    isin: 'IE00B3RBWM25',
    region: 'Wereld',
    distributing: true,
    fee: 0.19,
    category: REGIO,
  },
  {
    name: 'SPDR MSCI World UCITS ETF',
    isin: 'IE00BFY0GT14',
    region: 'Wereld',
    distributing: false,
    fee: 0.12,
    category: REGIO,
  },
  {
    name: 'Xtrackers MSCI World UCITS ETF 1C',
    isin: 'IE00BJ0KDQ92',
    region: 'Wereld',
    distributing: false,
    fee: 0.12,
    category: REGIO,
  },
  {
    name: 'iShares Core S&P 500 UCITS ETF USD (Acc)',
    isin: 'IE00B5BMR087',
    region: 'VS',
    distributing: false,
    fee: 0.07,
    category: REGIO,
  },
  {
    name: 'iShares Core S&P 500 UCITS ETF USD (Dist)',
    isin: 'IE0031442068',
    region: 'VS',
    distributing: true,
    fee: 0.07,
    category: REGIO,
  },
  {
    name: 'Vanguard S&P 500 UCITS ETF (USD) Distributing',
    isin: 'IE00B3XXRP09',
    region: 'VS',
    distributing: true,
    fee: 0.07,
    category: REGIO,
  },
  {
    name: 'Vanguard S&P 500 UCITS ETF (USD) Accumulating',
    isin: 'IE00BFMXXD54',
    region: 'VS',
    distributing: false,
    fee: 0.07,
    category: REGIO,
  },
  {
    name: 'VanEck AEX UCITS ETF',
    isin: 'NL0009272749',
    region: 'Nederland',
    distributing: true,
    fee: 0.3,
    category: REGIO,
  },
  {
    name: 'iShares AEX UCITS ETF',
    isin: 'IE00B0M62Y33',
    region: 'Nederland',
    distributing: true,
    fee: 0.3,
    category: REGIO,
  },
  {
    name: 'iShares Core DAX UCITS ETF (DE)',
    isin: 'DE0005933931',
    region: 'Duitsland',
    distributing: false,
    fee: 0.16,
    category: REGIO,
  },
  {
    name: 'Xtrackers DAX UCITS ETF 1C',
    isin: 'LU0274211480',
    region: 'Duitsland',
    distributing: false,
    fee: 0.09,
    category: REGIO,
  },
  {
    name: 'iShares Core MSCI Europe UCITS ETF EUR (Acc)',
    isin: 'IE00B4K48X80',
    region: 'Europa',
    distributing: false,
    fee: 0.12,
    category: REGIO,
  },
  {
    name: 'Vanguard FTSE Developed Europe UCITS ETF (EUR) Distributing',
    isin: 'IE00B945VV12',
    region: 'Europa',
    distributing: true,
    fee: 0.1,
    category: REGIO,
  },
  {
    name: 'iShares Core MSCI EM IMI UCITS ETF USD (Acc)',
    isin: 'IE00BKM4GZ66',
    region: 'Opkomend',
    distributing: false,
    fee: 0.18,
    category: REGIO,
  },
  {
    name: 'Vanguard FTSE Emerging Markets UCITS ETF (USD) Distributing',
    isin: 'IE00B3VVMM84',
    region: 'Opkomend',
    distributing: true,
    fee: 0.22,
    category: REGIO,
  },
  {
    name: 'iShares Core MSCI Japan IMI UCITS ETF USD (Acc)',
    isin: 'IE00B4L5YX21',
    region: 'Japan',
    distributing: false,
    fee: 0.12,
    category: REGIO,
  },
  {
    name: 'Vanguard FTSE Japan UCITS ETF (USD) Distributing',
    isin: 'IE00B95PGT31',
    region: 'Japan',
    distributing: true,
    fee: 0.15,
    category: REGIO,
  },
  {
    name: 'iShares MSCI India UCITS ETF USD (Acc)',
    isin: 'IE00BZCQB185',
    region: 'India',
    distributing: false,
    fee: 0.65,
    category: REGIO,
  },
  {
    name: 'iShares MSCI China UCITS ETF USD (Acc)',
    isin: 'IE00BJ5JPG56',
    region: 'China',
    distributing: false,
    fee: 0.28,
    category: REGIO,
  },
  {
    name: 'iShares MSCI Brazil UCITS ETF USD (Dist)',
    isin: 'IE00B0M63516',
    region: 'Brazilië',
    distributing: true,
    fee: 0.74,
    category: REGIO,
  },
  {
    name: 'iShares MSCI EM Latin America UCITS ETF USD (Dist)',
    isin: 'IE00B27YCK28',
    region: 'Latijns-Amerika',
    distributing: true,
    fee: 0.2,
    category: REGIO,
  },
  {
    name: 'Amundi Pan Africa UCITS ETF Acc',
    isin: 'LU1287022708',
    region: 'Afrika',
    distributing: false,
    fee: 0.85,
    category: REGIO,
  },

  // Technologie & Innovatie
  {
    name: 'iShares NASDAQ 100 UCITS ETF USD (Acc)',
    isin: 'IE00B53SZB19',
    region: 'VS',
    distributing: false,
    fee: 0.33,
    category: TECH,
  },
  {
    name: 'Invesco EQQQ NASDAQ-100 UCITS ETF Dist',
    isin: 'IE0032077012',
    region: 'VS',
    distributing: true,
    fee: 0.3,
    category: TECH,
  },
  {
    name: 'iShares S&P 500 Information Technology Sector UCITS ETF USD (Acc)',
    isin: 'IE00B3WJKG14',
    region: 'VS',
    distributing: false,
    fee: 0.15,
    category: TECH,
  },
  {
    name: 'Xtrackers MSCI World Information Technology UCITS ETF 1C',
    isin: 'IE00BM67HT60',
    region: 'Wereld',
    distributing: false,
    fee: 0.25,
    category: TECH,
  },
  {
    name: 'VanEck Semiconductor UCITS ETF',
    isin: 'IE00BMC38736',
    region: 'Wereld',
    distributing: false,
    fee: 0.35,
    category: TECH,
  },
  {
    name: 'iShares Automation & Robotics UCITS ETF USD (Acc)',
    isin: 'IE00BYZK4552',
    region: 'Wereld',
    distributing: false,
    fee: 0.4,
    category: TECH,
  },
  {
    name: 'Xtrackers Artificial Intelligence & Big Data UCITS ETF 1C',
    isin: 'IE00BGV5VN51',
    region: 'Wereld',
    distributing: false,
    fee: 0.35,
    category: TECH,
  },
  {
    name: 'iShares Digital Security UCITS ETF USD (Acc)',
    isin: 'IE00BG0J4C88',
    region: 'Wereld',
    distributing: false,
    fee: 0.4,
    category: TECH,
  },

  // Energie & Duurzaamheid
  {
    name: 'iShares Global Clean Energy UCITS ETF USD (Dist)',
    isin: 'IE00B1XNHC34',
    region: 'Wereld',
    distributing: true,
    fee: 0.65,
    category: ENERGIE,
  },
  {
    name: 'iShares MSCI World SRI UCITS ETF EUR (Acc)',
    isin: 'IE00BYX2JD69',
    region: 'Wereld',
    distributing: false,
    fee: 0.2,
    category: ENERGIE,
  },
  {
    name: 'Xtrackers MSCI World Energy UCITS ETF 1C',
    isin: 'IE00BM67HM91',
    region: 'Wereld',
    distributing: false,
    fee: 0.25,
    category: ENERGIE,
  },
  {
    name: 'iShares Global Water UCITS ETF USD (Dist)',
    isin: 'IE00B1TXK627',
    region: 'Wereld',
    distributing: true,
    fee: 0.65,
    category: ENERGIE,
  },
  {
    name: 'iShares Oil & Gas Exploration & Production UCITS ETF USD (Acc)',
    isin: 'IE00B6R51Z18',
    region: 'Wereld',
    distributing: false,
    fee: 0.55,
    category: ENERGIE,
  },

  // Sectoren & Thema's
  {
    name: 'iShares S&P 500 Health Care Sector UCITS ETF USD (Acc)',
    isin: 'IE00B43HR379',
    region: 'VS',
    distributing: false,
    fee: 0.15,
    category: SECTOR,
  },
  {
    name: 'Xtrackers MSCI World Health Care UCITS ETF 1C',
    isin: 'IE00BM67HK77',
    region: 'Wereld',
    distributing: false,
    fee: 0.25,
    category: SECTOR,
  },
  {
    name: 'Xtrackers MSCI World Financials UCITS ETF 1C',
    isin: 'IE00BM67HL84',
    region: 'Wereld',
    distributing: false,
    fee: 0.25,
    category: SECTOR,
  },
  {
    name: 'iShares Gold Producers UCITS ETF USD (Acc)',
    isin: 'IE00B6R52036',
    region: 'Wereld',
    distributing: false,
    fee: 0.55,
    category: SECTOR,
  },
  {
    name: 'iShares Developed Markets Property Yield UCITS ETF USD (Dist)',
    isin: 'IE00B1FZS350',
    region: 'Wereld',
    distributing: true,
    fee: 0.59,
    category: SECTOR,
  },
  {
    name: 'VanEck Defense UCITS ETF A',
    isin: 'IE000YYE6WK5',
    region: 'Wereld',
    distributing: false,
    fee: 0.55,
    category: SECTOR,
  },

  // Strategie & Stijl
  {
    name: 'iShares MSCI World Quality Factor UCITS ETF USD (Acc)',
    isin: 'IE00BP3QZ601',
    region: 'Wereld',
    distributing: false,
    fee: 0.25,
    category: STRATEGIE,
  },
  {
    name: 'iShares Edge MSCI World Minimum Volatility UCITS ETF USD (Acc)',
    isin: 'IE00B8FHGS14',
    region: 'Wereld',
    distributing: false,
    fee: 0.3,
    category: STRATEGIE,
  },
  {
    name: 'iShares MSCI World Small Cap UCITS ETF USD (Acc)',
    isin: 'IE00BF4RFH31',
    region: 'Wereld',
    distributing: false,
    fee: 0.35,
    category: STRATEGIE,
  },
  {
    name: 'Vanguard FTSE All-World High Dividend Yield UCITS ETF (USD) Distributing',
    isin: 'IE00B8GKDB10',
    region: 'Wereld',
    distributing: true,
    fee: 0.29,
    category: STRATEGIE,
  },
  {
    name: 'SPDR S&P Global Dividend Aristocrats UCITS ETF',
    isin: 'IE00B9CQXS71',
    region: 'Wereld',
    distributing: true,
    fee: 0.45,
    category: STRATEGIE,
  },
  {
    name: 'VanEck Morningstar Developed Markets Dividend Leaders UCITS ETF',
    isin: 'NL0011683594',
    region: 'Wereld',
    distributing: true,
    fee: 0.38,
    category: STRATEGIE,
  },
  {
    name: 'VanEck World Equal Weight Screened UCITS ETF',
    isin: 'NL0009690239',
    region: 'Wereld',
    distributing: true,
    fee: 0.2,
    category: STRATEGIE,
  },
];
