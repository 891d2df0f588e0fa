// Mijn kosten (its island and src/lib/exports). A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill';
export const NL_MY_COSTS = {
  // Mijn kosten
  'myCosts.file.label': 'Kies je export',
  'myCosts.file.hint':
    'Een of meer CSV-bestanden, bijvoorbeeld je DEGIRO Transacties en Rekeningoverzicht samen. Je kunt ze ook hierheen slepen.',
  'myCosts.file.readAs': 'gelezen als {format}',
  'myCosts.file.details': '{format} ({details})',
  'myCosts.language.nl': 'Nederlands',
  'myCosts.language.en': 'Engels',
  'myCosts.language.de': 'Duits',
  'myCosts.language.fr': 'Frans',
  'myCosts.language.es': 'Spaans',
  'myCosts.language.pt': 'Portugees',
  'myCosts.language.it': 'Italiaans',
  'myCosts.language.pl': 'Pools',
  'myCosts.layout.2020': '2020',
  'myCosts.layout.old': 'oude indeling',
  'myCosts.layout.current': 'huidige indeling',
  'myCosts.file.supported': 'Deze exports kunnen we lezen:',
  // {languages}: the languages an export is read in ('Nederlands, Engels of Duits')
  'myCosts.file.languages': '{export}: in het {languages}',
  // How to download each export (src/components/my-costs/ExportInstructions.astro)
  'myCosts.howTo.title': 'Zo download je je export',
  'myCosts.howTo.menus':
    "Elke broker laat je je transacties als CSV-bestand downloaden. De menu's heten soms iets anders in de app dan op de website; zoek naar",
  'myCosts.howTo.export': 'exporteren',
  'myCosts.howTo.or': 'of',
  'myCosts.howTo.download': 'downloaden',
  'myCosts.howTo.degiro.inbox': 'Log in op de website van DEGIRO en open het menu Inbox.',
  'myCosts.howTo.degiro.transactions':
    'Kies Transacties, stel de periode in (bijvoorbeeld vanaf je eerste order) en klik op Exporteren › CSV.',
  'myCosts.howTo.degiro.account':
    'Wil je ook de aansluitingskosten en dividenden zien? Kies dan in Inbox ook Rekeningoverzicht en exporteer die als CSV. Kies beide bestanden tegelijk.',
  'myCosts.howTo.degiro.language':
    'De taal van je account maakt niet uit, en oudere bestanden (ook uit 2020) lezen we ook.',
  'myCosts.howTo.trading212.history': 'Open in de app of op de website je account en kies Geschiedenis (History).',
  'myCosts.howTo.trading212.export':
    'Tik op het exportpictogram, kies de periode en laat orders, dividenden en transacties aangevinkt.',
  'myCosts.howTo.trading212.download': 'Download het CSV-bestand. Exports van vóór 2025 lezen we ook.',
  'myCosts.howTo.tradeRepublic.profile': 'Log in op de webversie van Trade Republic en open je Profiel.',
  'myCosts.howTo.tradeRepublic.export': 'Kies Activiteit of Transacties en dan Exporteren, met als formaat CSV.',
  'myCosts.howTo.tradeRepublic.save': 'Bewaar het bestand op je apparaat.',
  'myCosts.howTo.pytr.title': 'Trade Republic via pytr',
  'myCosts.howTo.pytr.install':
    'Installeer het opensourceprogramma pytr (pip install pytr) en log ermee in met pytr login.',
  'myCosts.howTo.pytr.export':
    'Exporteer je transacties met pytr export_transactions; dat schrijft een CSV-bestand in het Duits, Nederlands of Engels.',
  'myCosts.howTo.pytr.choose': 'Kies dat bestand hier.',
  'myCosts.status.readingOne': 'Je bestand wordt gelezen…',
  'myCosts.status.readingMany': 'Je bestanden worden gelezen…',
  'myCosts.status.done': 'Klaar: de resultaten staan hieronder.',
  'myCosts.status.fromStorage': 'Je bewaarde resultaten staan hieronder.',
  'myCosts.problem.empty': 'Dit bestand is leeg.',
  // {limit}: the most megabytes chosen at once ('600'); {chosen}: what was chosen, rounded up
  'myCosts.problem.selectionTooLarge':
    'Je koos samen {chosen} MB aan bestanden. Mijn kosten leest hoogstens {limit} MB in één keer: kies minder bestanden tegelijk.',
  'myCosts.problem.tooLarge':
    'Dit bestand is groter dan 50 MB. Zo groot is een export van een gewone beleggingsrekening niet.',
  'myCosts.problem.tooManyRows':
    'Dit bestand heeft meer dan 200.000 regels. Zo veel leest Mijn kosten niet: exporteer een kortere periode, bijvoorbeeld per jaar, en kies die bestanden samen.',
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
  'myCosts.paid.transactionTax': 'Belasting op aankopen (zegelrecht, Franse transactietaks), geen kosten van je broker',
  'myCosts.paid.convertedUsd': 'Bedragen in dollars zijn omgerekend tegen onze referentiekoers: {rate}.',
  'myCosts.paid.leftOut': 'Niet meegeteld, omdat we die valuta niet omrekenen: {amounts}.',
  'myCosts.paid.leftOutOne': '{count} bedrag in {currency}',
  'myCosts.paid.leftOutMany': '{count} bedragen in {currency}',
  'myCosts.paid.leftOutFees': '{count} bedragen in {currency}, waarvan {fees} kosten',
  'myCosts.ranking.title': 'Dezelfde orders bij elke broker',
  'myCosts.ranking.intro':
    '{orders} vergeleken met het kostenmodel van onze kostenvergelijking: orderkosten per order, valutakosten op Amerikaanse orders en vaste kosten per jaar. Goedkoopste eerst.',
  'myCosts.ranking.inTotal': 'in totaal',
  'myCosts.ranking.referenceRateOne':
    '{count} Amerikaanse order had in je bestand geen bruikbare wisselkoers; die is omgerekend tegen onze referentiekoers.',
  'myCosts.ranking.referenceRateMany':
    '{count} Amerikaanse orders hadden in je bestand geen bruikbare wisselkoers; die zijn omgerekend tegen onze referentiekoers.',
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

/** Its texts for islands: `tMyCosts('key', { values })`. */
export const tMyCosts = /* @__PURE__ */ textsOf(NL_MY_COSTS);
export type MyCostsKey = keyof typeof NL_MY_COSTS;
