// Reading the UI dictionaries: `t('news.showing', { count: 2, category: 'Beurs' })`, `tEn('watchlist.add')`.
// Browser code imports the Dutch sections it shows (./nl/etf's `tEtf`, …) or './tEn' directly, so each bundle
// carries only the texts it uses.
export { t } from './t';
export { tEn } from './tEn';
