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
  'myCosts.ranking.title': 'Dezelfde orders bij elke broker: wat deze orders nu zouden kosten',
  'myCosts.ranking.intro':
    '{orders} geprijsd met de tarieven van nu uit het kostenmodel van onze kostenvergelijking: orderkosten per order en valutakosten op orders in een andere valuta, op elke beurs die je bestand noemt. Goedkoopste eerst.',
  'myCosts.ranking.plan': 'met {plan}',
  'myCosts.ranking.unavailableOne':
    '1 order op een beurs die {broker} niet aanbiedt: niet beschikbaar, niet in het totaal.',
  'myCosts.ranking.unavailableMany':
    '{count} orders op beurzen die {broker} niet aanbiedt: niet beschikbaar, niet in het totaal.',
  'myCosts.ranking.withHolding':
    'Inclusief servicekosten en aansluitkosten per jaar over de portefeuillewaarde die je opgaf ({value}).',
  'myCosts.ranking.withoutHolding':
    'Servicekosten en aansluitkosten over je portefeuille zijn niet meegerekend. Vul hieronder de waarde van je portefeuille in om ze mee te tellen.',
  'myCosts.portfolio.label': 'Waarde van je portefeuille (€, optioneel)',
  'myCosts.portfolio.hint': 'Voor de servicekosten en aansluitkosten per jaar. Leeg: niet meegerekend.',
  'myCosts.dated.title': 'Wat je betaalde naast het model, per jaar',
  'myCosts.dated.intro':
    'Bij {broker}, over dezelfde orders: wat je bestand per order aan transactie- en valutakosten noemt, naast wat het model voor precies die orders rekent met het tarief dat gold op de dag van elke order{plan}.',
  'myCosts.dated.planSuffix': ' ({plan})',
  'myCosts.dated.year': 'Jaar',
  'myCosts.dated.orders': 'Orders',
  'myCosts.dated.paid': 'Betaald',
  'myCosts.dated.model': 'Model (tarief van toen)',
  'myCosts.dated.caption': 'Betaald en model per jaar over dezelfde orders',
  'myCosts.dated.atTodayOne':
    '1 order valt op een datum waarvoor we geen tarief in onze gegevens hebben; die is met het tarief van nu gerekend.',
  'myCosts.dated.atTodayMany':
    '{count} orders vallen op een datum waarvoor we geen tarief in onze gegevens hebben; die zijn met het tarief van nu gerekend.',
  'myCosts.dated.notPriced': 'Niet in de vergelijking, omdat het model de beurs niet prijst: {list}.',
  'myCosts.dated.withoutPaidOne': '1 order zonder kosten in euro in je bestand staat er niet in.',
  'myCosts.dated.withoutPaidMany': '{count} orders zonder kosten in euro in je bestand staan er niet in.',
  'myCosts.dated.none':
    'Je bestand noemt de kosten niet per order (of niet in euro); daarom zetten we wat je betaalde niet naast het model.',
  'myCosts.dated.beside':
    'Aansluitkosten en servicekosten staan alleen in het rekeningoverzicht; ze staan hierboven bij wat je betaalde en zitten niet in deze vergelijking.',
  'myCosts.ranking.inTotal': 'in totaal',
  'myCosts.ranking.referenceRateOne':
    '{count} Amerikaanse order had in je bestand geen bruikbare wisselkoers; die is omgerekend tegen onze referentiekoers.',
  'myCosts.ranking.referenceRateMany':
    '{count} Amerikaanse orders hadden in je bestand geen bruikbare wisselkoers; die zijn omgerekend tegen onze referentiekoers.',
  'myCosts.ranking.ownBroker': 'jouw broker',
  'myCosts.ranking.noneCompared':
    'Geen van je orders kon worden vergeleken: het kostenmodel kent de beurzen in je bestand niet.',
  'myCosts.ranking.noOrders':
    'Je bestanden bevatten geen orders om te vergelijken. Kies ook de export met je transacties (bij DEGIRO: Transacties).',
  'myCosts.source.reason': 'Waarom het kan verschillen: {reason}',
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
