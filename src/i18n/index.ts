// Reading the UI dictionaries: `t('news.showing', { count: 2, category: 'Beurs' })`, `tEn('watchlist.add')`.
// Browser code (islands) imports './t' or './tEn' directly, so each bundle carries only the dictionary it uses.
export { t } from './t';
export { tEn } from './tEn';
