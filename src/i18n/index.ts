// Reading the UI dictionaries: `t('news.showing', { count: 2, category: 'Beurs' })`, `tEn('watchlist.add')`.
// Browser code imports './sections' (the Dutch sections an island shows) or './tEn' directly, so each bundle
// carries only the texts it uses.
export { t } from './t';
export { tEn } from './tEn';
