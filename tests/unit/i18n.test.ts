import { describe, expect, it } from 'vitest';
import { t, tEn } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { nl } from '../../src/i18n/nl';

describe('UI dictionaries', () => {
  it('fill every placeholder they are given', () => {
    expect(t('news.pageOf', { page: 2, pages: 7 })).toBe('Pagina 2 van 7');
    expect(t('news.titlePage', { title: 'Nieuws', page: 3 })).toBe('Nieuws - pagina 3');
  });
  it('leave a placeholder without a value visible', () => {
    expect(t('news.publishedOn')).toBe('Published on {date}');
  });
  it('hold no empty texts', () => {
    for (const [key, text] of [...Object.entries(nl), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('');
  });
  it('read the English portfolio texts', () => {
    expect(tEn('portfolio.title')).toBe(en['portfolio.title']);
  });
});
