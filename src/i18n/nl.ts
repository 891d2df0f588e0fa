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

  // Mijn kosten
  'myCosts.file.label': 'Kies je export',
  'myCosts.file.hint':
    'Een of meer CSV-bestanden, bijvoorbeeld je DEGIRO Transacties en Rekeningoverzicht samen. Je kunt ze ook hierheen slepen.',
  'myCosts.file.readAs': 'gelezen als {format}',
  'myCosts.file.supported': 'Deze exports kunnen we lezen:',
  'myCosts.status.readingOne': 'Je bestand wordt gelezen…',
  'myCosts.status.readingMany': 'Je bestanden worden gelezen…',
  'myCosts.status.done': 'Klaar: de resultaten staan hieronder.',
  'myCosts.status.fromStorage': 'Je bewaarde resultaten staan hieronder.',
  'myCosts.problem.empty': 'Dit bestand is leeg.',
  'myCosts.problem.tooLarge':
    'Dit bestand is groter dan 20 MB. Zo groot is een export van een gewone beleggingsrekening niet.',
  'myCosts.problem.unknown': 'Dit bestand is niet herkend',
  'myCosts.problem.noRows': 'Dit bestand heeft de kolommen van een export, maar bevat geen transacties.',
  'myCosts.problem.unreadable': 'Dit bestand kon niet worden gelezen. Kies het bestand opnieuw.',
  'myCosts.skipped.one': '{count} regel kon niet worden gelezen en telt niet mee ({lines}).',
  'myCosts.skipped.many': '{count} regels konden niet worden gelezen en tellen niet mee ({lines}).',
  'myCosts.lines.one': 'regel {list}',
  'myCosts.lines.many': 'regels {list}',
  'myCosts.lines.more': 'nog {count}',
  'myCosts.orders.one': '{count} order',
  'myCosts.orders.many': '{count} orders',
  'myCosts.notCompared': '{orders} niet vergeleken ({venue})',
  'myCosts.paid.title': 'Wat je betaalde',
  'myCosts.paid.total': 'Kosten volgens je bestanden:',
  'myCosts.paid.over': 'over {orders}.',
  'myCosts.paid.caption': 'Betaalde kosten per jaar',
  'myCosts.paid.year': 'Jaar',
  'myCosts.paid.orders': 'Orders',
  'myCosts.paid.transaction': 'Transactiekosten',
  'myCosts.paid.conversion': 'Valutakosten',
  'myCosts.paid.connectivity': 'Aansluitingskosten',
  'myCosts.paid.fees': 'Kosten',
  'myCosts.paid.dividends': 'Ontvangen dividend',
  'myCosts.paid.dividendTax': 'Ingehouden dividendbelasting',
  'myCosts.paid.convertedUsd': 'Bedragen in dollars zijn omgerekend tegen onze referentiekoers: {rate}.',
  'myCosts.paid.leftOut': 'Niet meegeteld, omdat we die valuta niet omrekenen: {amounts}.',
  'myCosts.paid.leftOutOne': '{count} bedrag in {currency}',
  'myCosts.paid.leftOutMany': '{count} bedragen in {currency}',
  'myCosts.ranking.title': 'Dezelfde orders bij elke broker',
  'myCosts.ranking.intro':
    '{orders} vergeleken met het kostenmodel van onze kostenvergelijking: orderkosten per order, valutakosten op Amerikaanse orders en vaste kosten per jaar. Goedkoopste eerst.',
  'myCosts.ranking.inTotal': 'in totaal',
  'myCosts.ranking.ownBroker': 'jouw broker',
  'myCosts.ranking.noneCompared':
    'Geen van je orders kon worden vergeleken: het kostenmodel kent alleen Euronext Amsterdam en de Amerikaanse beurzen.',
  'myCosts.ranking.noOrders':
    'Je bestanden bevatten geen orders om te vergelijken. Kies ook de export met je transacties (bij DEGIRO: Transacties).',
  'myCosts.source.same': 'Bij {broker} klopt het model met wat je betaalde: {paid}.',
  'myCosts.source.differs':
    'Bij {broker} betaalde je volgens je bestanden {paid}; het model rekent voor dezelfde orders {model}. {reason} Het model rekent bovendien met de tarieven van nu.',
  'myCosts.save.button': 'Bewaar op dit apparaat',
  'myCosts.save.remove': 'Verwijder van dit apparaat',
  'myCosts.save.savedAt': 'Bewaard op dit apparaat op {date}. Alleen jij ziet dit, in deze browser.',
  'myCosts.save.none':
    'Er is niets bewaard. Wil je je resultaten later terugzien zonder het bestand opnieuw te kiezen, bewaar ze dan in deze browser. Er gaat niets naar ons.',
  'myCosts.save.failed': 'Bewaren lukte niet: je browser staat opslaan niet toe of de opslag is vol.',
} as const;

export type NlKey = keyof typeof nl;
