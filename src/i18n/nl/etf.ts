// The ETF finder island. A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill';
export const NL_ETF = {
  // ETF finder
  'etf.filters': "ETF's zoeken en filteren",
  'etf.search.label': 'Zoeken',
  'etf.search.placeholder': 'Zoek op naam of ISIN',
  'etf.name': 'Naam',
  'etf.isin': 'ISIN',
  'etf.region': 'Regio',
  'etf.distribution': 'Distributie',
  'etf.ter': 'TER',
  'etf.category': 'Categorie',
  'etf.count': "{found} van {total} ETF's gevonden",
  'etf.clearFilters': 'Wis filters',
  'etf.caption': "ETF's, gesorteerd op {key} ({direction})",
  'etf.sort.name': 'naam',
  'etf.sort.ter': 'TER',
  'etf.sort.ascending': 'oplopend',
  'etf.sort.descending': 'aflopend',
  'etf.none.title': "Geen ETF's gevonden",
  'etf.none.filters': 'Geen enkele ETF voldoet aan al je filters tegelijk. Pas je zoekterm of filters aan.',
  'etf.none.query': 'Geen ETF in de lijst past bij je zoekterm. Probeer een deel van de naam of de ISIN.',
} as const;

/** Its texts for islands: `tEtf('key', { values })`. */
export const tEtf = /* @__PURE__ */ textsOf(NL_ETF);
