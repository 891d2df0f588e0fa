// @ts-check
// 0001: the news content type the site reads (src/content/cms, docs/behaviour.md#news). Field ids are the ones
// existing spaces already use (title, text1, date, category, excerpt, featuredImage). Never edit a migration that
// has run anywhere: a later change to the model is a new numbered file (`npm run cms:setup` records which ran).
// After a change, `npm run cms:snapshot` regenerates cms/model.json and src/lib/news/model.ts.

/** The site's categories when this migration was written (src/lib/news/constants.ts NEWS_CATEGORIES). */
const CATEGORIES = ['Beurs', 'Brokers', 'Crypto', 'ETF', 'Analyse'];

/** @type {import('contentful-migration').MigrationFunction} */
module.exports = function newsArticle(migration) {
  const news = migration.createContentType('newsArticle', {
    name: 'News Article',
    description:
      'Een nieuwsartikel op brokerkompas.nl/nieuws. Gepubliceerde artikelen verschijnen na de volgende build.',
    displayField: 'title',
  });
  news
    .createField('title')
    .name('Titel')
    .type('Symbol')
    .required(true)
    .validations([{ size: { min: 1, max: 200 } }]);
  news.createField('text1').name('Tekst').type('Text').required(true);
  news.createField('date').name('Datum').type('Date');
  news
    .createField('category')
    .name('Categorie')
    .type('Symbol')
    .validations([{ in: CATEGORIES, message: `Kies een van de categorieën van de site: ${CATEGORIES.join(', ')}.` }]);
  news
    .createField('excerpt')
    .name('Samenvatting')
    .type('Text')
    .validations([{ size: { max: 300 } }]);
  news
    .createField('featuredImage')
    .name('Afbeelding')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'], message: 'Kies een afbeelding (JPEG, PNG, WebP of AVIF).' }]);

  news.changeFieldControl('title', 'builtin', 'singleLine', {
    helpText: 'De kop van het artikel, ook de titel in zoekmachines en bij delen. Hieruit volgt het webadres.',
  });
  news.changeFieldControl('text1', 'builtin', 'multipleLine', {
    helpText:
      'De tekst als gewone tekst: een lege regel begint een nieuwe alinea. Opmaak (HTML, Markdown) wordt letterlijk getoond.',
  });
  news.changeFieldControl('date', 'builtin', 'datePicker', {
    helpText: 'De publicatiedatum die lezers zien. Leeg: het moment waarop het artikel is aangemaakt.',
    format: 'timeZ',
  });
  news.changeFieldControl('category', 'builtin', 'dropdown', {
    helpText: 'De rubriek waarin het artikel in de filters op /nieuws verschijnt.',
  });
  news.changeFieldControl('excerpt', 'builtin', 'multipleLine', {
    helpText: 'Korte samenvatting voor de lijst en zoekmachines (hoogstens 300 tekens). Leeg: het begin van de tekst.',
  });
  news.changeFieldControl('featuredImage', 'builtin', 'assetLinkEditor', {
    helpText: 'Optioneel. De beschrijving van de afbeelding is de alt-tekst voor wie de afbeelding niet ziet.',
  });
};
