// Texts only pre-rendered pages and page scripts show (scripts receive theirs from the page). A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
export const NL_PAGES = {
  // Layout
  'layout.breadcrumb': 'Kruimelpad',

  // Menus (src/data/navigation.ts); the page names themselves come from the route table
  'nav.compare': 'Vergelijk',
  'nav.shares': 'Aandelen',
  'nav.etf': 'ETF',
  'nav.news': 'Nieuws',
  'nav.tools': 'Tools',
  'nav.footer.compare': 'Brokers vergelijken',
  'nav.footer.navigation': 'Navigatie',
  'nav.footer.etf': "ETF's",
  'nav.footer.brokers': 'Brokers',
  'layout.theme.toDark': 'Wissel thema: donker',
  'layout.theme.toLight': 'Wissel thema: licht',

  // Home and hubs
  // {compare} is the call to action 'action.compareBrokers', written once.
  'home.hero.title': '{compare}. Beleg slimmer.',
  'home.hero.toComparison': 'Bekijk de vergelijking',
  'home.hero.startEtf': "Beginnen met ETF's",
  'home.learn.title': 'Leer beleggen',
  // {count}/{Count} ('vijf'/'Vijf') and {brokers} ('DEGIRO, … en Trading 212') come from src/data/brokerList.ts
  // (BROKER_TEXT_VALUES in src/lib/brokers.ts).
  'home.meta.description': "Vergelijk {brokers} op kosten, beurzen en toezicht, en leer beleggen in aandelen en ETF's.",
  'home.hero.intro':
    "Zie in één overzicht wat beleggen kost bij {count} populaire brokers, op welke beurzen je terechtkunt en wie er toezicht houdt. Daarna leer je in gewoon Nederlands hoe aandelen en ETF's werken.",
  'home.compare.title': 'Brokers vergelijken',
  'home.compare.intro':
    '{Count} brokers voor Nederlandse beleggers naast elkaar. Klik op ‘{moreInfo}’ voor de doelgroep, klantenservice, het platform en het toezicht, of op de naam van een broker voor de kosten per order, de voor- en nadelen en de bescherming.',
  'home.compare.yourCosts': 'Wat kost beleggen jou per jaar?',
  'home.compare.yourCostsAfter': 'voor je eigen aantal orders en ETF-inleg.',
  'shares.hub.cta':
    'Klaar om te beginnen? Vergelijk de kosten en het toezicht van {count} brokers voordat je een rekening opent.',

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
  'news.notFound.title': 'Blog Post Not Found',
  'news.notFound.text': 'The requested blog post could not be found.',

  // Unknown addresses (the 404 page)
  'notFound.title': 'Pagina niet gevonden',
  'notFound.description': 'Deze pagina bestaat niet (meer). We sturen je door naar de juiste pagina.',
  'notFound.loading': 'Loading...',
  'notFound.redirecting': 'Taking you to the right page...',
  'notFound.unavailable': 'Deze pagina kan nu niet worden geladen.',
  'notFound.home': 'Naar de homepage',

  // Site search
  'search.open': 'Zoeken',
  'search.openTitle': 'Zoeken ( / )',
  'search.fieldLabel': 'Zoek op de site',
  'search.placeholder': 'Zoek in artikelen, nieuws, FAQ…',
  'search.close': 'Zoeken sluiten',
  'search.filters': 'Filter op sectie',
  'search.results': 'Zoekresultaten',
  'search.all': 'Alle',
  'search.more': 'Meer resultaten',
  'search.unavailable': 'Zoeken is nu niet beschikbaar. Probeer het later opnieuw.',
  'search.none': 'Geen resultaten voor "{query}"',
  'search.one': '1 resultaat',
  'search.many': '{count} resultaten',

  // Broker pages
  'broker.about': 'over {name}',
  'broker.hub.title': 'Brokers',
  'broker.hub.all': 'Alle brokers',
  'broker.hub.description':
    '{brokers}: per broker de kosten uit onze kostenberekening, de voor- en nadelen, het toezicht en de bescherming.',
  'broker.hub.intro':
    '{Count} online brokers voor Nederlandse beleggers. Per broker vind je de kosten per order, de voor- en nadelen en hoe je geld en effecten beschermd zijn.',
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
  'broker.users': 'Voor wie',
  'broker.customerService': 'Klantenservice',
  'broker.platform': 'Platform',
  'broker.regulation': 'Toezicht en bescherming',
  'broker.checkedOn': 'Gegevens gecontroleerd op',
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
