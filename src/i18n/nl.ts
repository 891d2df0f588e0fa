// The Dutch UI texts: every label, button, heading and message the pages, components, islands and
// scripts show, once. Long-form prose stays with its content (MDX guides, FAQ answers, broker
// descriptions in src/data). `{name}` marks a value filled in by `t()` (src/i18n/index.ts).
// Some texts are English on purpose: the product specifies them that way (news list messages).

export const nl = {
  'site.name': 'Brokerkompas',

  // Shared actions
  'action.readMore': 'Lees meer',
  'action.compareBrokers': 'Vergelijk brokers',
  'action.moreInfo': 'Meer info',
  'action.lessInfo': 'Minder info',
  'action.toBroker': 'Naar broker',
  'action.busy': 'Bezig...',
  'action.signIn': 'Inloggen',

  // Layout
  'layout.breadcrumb': 'Kruimelpad',
  'layout.theme.toDark': 'Wissel thema: donker',
  'layout.theme.toLight': 'Wissel thema: licht',

  // Home and hubs
  'home.hero.title': 'Vergelijk brokers. Beleg slimmer.',
  'home.hero.toComparison': 'Bekijk de vergelijking',
  'home.hero.startEtf': "Beginnen met ETF's",
  'home.learn.title': 'Leer beleggen',

  // Guides
  'guide.related.title': 'Lees verder',
  'guide.related.sharesHub': 'Beleggen in losse aandelen',
  'guide.related.sharesAll': 'Alles over beleggen in aandelen',
  'guide.related.compare': 'Brokers vergelijken',

  // FAQ
  'faq.more.before': 'Meer antwoorden vind je bij de',
  'faq.more.link': 'veelgestelde vragen',

  // News
  'news.title': 'Nieuws',
  'news.titleCategory': 'Nieuws: {category}',
  'news.titlePage': '{title} - pagina {page}',
  'news.featured': 'Artikel van de dag',
  'news.readFull': 'Lees het volledige artikel',
  'news.rssLink': 'RSS-feed met het laatste nieuws',
  'news.allArticles': 'Alle artikelen',
  'news.articlesIn': 'Artikelen in {category}',
  'news.filter.label': 'Filter op categorie',
  'news.pagination.label': 'Paginering',
  'news.pagination.previous': '← Vorige',
  'news.pagination.next': 'Volgende',
  'news.pagination.page': 'Pagina',
  'news.pagination.pageSuffix': ' pagina',
  'news.pageOf': 'Pagina {page} van {pages}',
  'news.showing': 'Showing {count} article(s) in {category}',
  'news.emptyCategory': 'No articles found in {category}.',
  'news.empty': 'No news items found.',
  'news.viewAll': 'View all articles',
  'news.publishedOn': 'Published on {date}',
  'news.backToNews': '← Back to News',
} as const;

export type NlKey = keyof typeof nl;
