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
  'action.newTab': '(opent in een nieuw tabblad)',
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
  // Cost comparison tool
  'costs.title': 'Kosten vergelijken',
  'costs.form.label': 'Jouw beleggingsprofiel',
  'costs.form.title': 'Jouw profiel',
  'costs.form.quick': 'Snel kiezen',
  'costs.form.submit': 'Vergelijk',
  'costs.field.nl': 'Orders per jaar op Euronext Amsterdam',
  'costs.field.nl.hint': 'Hele orders, 0 tot 1.000.',
  'costs.field.us': 'Orders per jaar op Amerikaanse beurzen',
  'costs.field.us.hint': 'NYSE en Nasdaq; hele orders, 0 tot 1.000.',
  'costs.field.amount': 'Gemiddeld orderbedrag (€)',
  'costs.field.amount.hint': 'Per order, € 1 tot € 1.000.000.',
  'costs.field.etf': 'Maandelijkse ETF-inleg (€ per maand, 0 = geen)',
  'costs.field.etf.hint': 'Een vaste ETF-aankoop per maand, tot € 100.000.',
  'costs.field.price': 'Gemiddelde koers van een Amerikaans aandeel ($)',
  'costs.field.price.hint': 'Bepaalt het aantal aandelen per order (per-aandeeltarief), $ 1 tot $ 100.000.',
  'costs.quick.monthly': 'Maandelijks inleggen',
  'costs.quick.sometimes': 'Af en toe',
  'costs.quick.active': 'Actief',
  'costs.results.title': 'Jaarkosten per broker',
  'costs.results.summary':
    'Per jaar {nl} op Euronext Amsterdam en {us} op Amerikaanse beurzen van gemiddeld {amount}{etf}.',
  'costs.results.orders': '{count} orders',
  'costs.results.oneOrder': '1 order',
  'costs.results.withEtf': ', plus {amount} per maand in een ETF',
  'costs.results.noEtf': ', zonder ETF-inleg',
  'costs.results.total': '{amount} per jaar',
  'costs.results.cheapest': 'Goedkoopste',
  'costs.results.moreThanCheapest': '{amount} per jaar duurder dan de goedkoopste',
  'costs.results.brokerPage': 'Meer over {name}',
  'costs.part.euronext': 'Orderkosten Euronext',
  'costs.part.us': 'Orderkosten VS',
  'costs.part.conversion': 'Valutakosten',
  'costs.part.fixed': 'Vaste kosten',
  'costs.part.etf': 'ETF-inleg',
  'costs.chart.title': 'Jaarkosten in een oogopslag',
  'costs.chart.svgTitle': 'Staafdiagram van de jaarkosten',
  'costs.chart.summary': 'Jaarkosten per broker, van goedkoop naar duur: {list}.',
  'costs.calculate': 'Bereken jouw kosten',

  // Broker pages
  'broker.hub.title': 'Brokers',
  'broker.hub.all': 'Alle brokers',
  'broker.hub.about': 'Alles over {name}',
  'broker.hub.toComparison': 'Naar de vergelijking',
  'broker.feesLabel': 'Kosten:',
  'broker.costs': 'Kosten',
  'broker.costs.inComparison': 'In de vergelijking:',
  'broker.costs.kind': 'Soort kosten',
  'broker.costs.orderOf': 'Order van {amount}',
  'broker.costs.caption':
    'Kosten van één order bij {name} per orderbedrag. Amerikaanse orders omgerekend tegen € 1 = {rate} ({date}), met aandelen van {price}.',
  'broker.costs.yearly': 'Vaste kosten per jaar: {fee}.',
  'broker.costs.yearlyNone': 'geen',
  'broker.costs.yearlyOnlyUs': '{fee}, alleen in een jaar waarin je op een Amerikaanse beurs handelt',
  'broker.pros': 'Voordelen',
  'broker.cons': 'Nadelen',
  'broker.protection': 'Bescherming',
  'broker.protection.deposit': 'Depositogarantie',
  'broker.protection.investor': 'Beleggerscompensatie',
  'broker.protection.supervisor': 'Toezichthouder',
  'broker.sources': 'Bronnen',
  'broker.sources.consulted': 'geraadpleegd op {date}',
  'broker.lastChecked': 'Laatst gecontroleerd:',
  'broker.open': 'Rekening openen bij {name}',
} as const;

export type NlKey = keyof typeof nl;
