// Mijn kosten (its island and src/lib/exports). A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
// With its extension: src/lib/brokerFiles/shared/venues.ts imports this section, and bench/ runs that in plain Node.
import { textsOf } from '../fill.ts';
export const NL_MY_COSTS = {
  // Mijn kosten
  'myCosts.file.label': 'Kies je export',
  'myCosts.file.hint':
    'Een of meer CSV-bestanden, bijvoorbeeld je DEGIRO Transacties en Rekeningoverzicht samen, of het Excel-bestand (.xlsx) van Saxo. Je kunt ze ook hierheen slepen.',
  'myCosts.file.readAs': 'gelezen als {format}',
  'myCosts.file.details': '{format} ({details})',
  // How the report names each export (src/lib/exports/messages.ts)
  'myCosts.format.degiroTransactions': 'DEGIRO Transacties',
  'myCosts.format.degiroAccount': 'DEGIRO Rekeningoverzicht',
  'myCosts.format.trading212': 'Trading 212 geschiedenis',
  'myCosts.format.tradeRepublic': 'Trade Republic transactie-export',
  'myCosts.format.pytr': 'pytr-export van Trade Republic',
  'myCosts.format.ibkrActivity': 'IBKR Activity Statement',
  'myCosts.format.ibkrFlex': 'IBKR Flex Query',
  'myCosts.format.ibkrHistory': 'IBKR Transaction History',
  'myCosts.format.saxoTransactions': 'Saxo Transacties',
  'myCosts.format.saxoAccount': 'Saxo Rekeningoverzicht',
  // The supported exports as the page lists them (src/lib/exports/supported.ts)
  'myCosts.supported.degiroTransactions': 'DEGIRO Transacties (Transactions.csv)',
  'myCosts.supported.degiroAccount': 'DEGIRO Rekeningoverzicht (Account.csv)',
  'myCosts.supported.trading212': 'Trading 212 geschiedenis (History export)',
  'myCosts.supported.tradeRepublic': 'Trade Republic transactie-export',
  'myCosts.supported.pytr': 'Trade Republic via pytr (pytr export_transactions)',
  'myCosts.supported.ibkrActivity':
    'IBKR Activity Statement (CSV), ook een eigen statement; andere talen lezen we op de volgorde van de kolommen',
  'myCosts.supported.ibkrFlex': 'IBKR Flex Query (CSV) met transacties en/of kasmutaties',
  'myCosts.supported.ibkrHistory': 'IBKR Transaction History (CSV)',
  'myCosts.supported.saxoTransactions': 'Saxo Transacties (Excel, .xlsx, of als CSV opgeslagen)',
  'myCosts.supported.saxoAccount': 'Saxo Rekeningoverzicht (Frans: Relevé de compte): stortingen, opnames en kosten',
  // Saxo's account statement holds no orders. Where the Transactions report is: SaxoTraderGO's Account menu, its
  // reports (Saxo's help centre, Reports & Statements › Downloading reports:
  // https://www.help.saxo/hc/en-us/sections/360011001251-Reports-Statements, checked 2026-11-28), as
  // myCosts.howTo.saxo.* says.
  'myCosts.file.saxoAccountTrades':
    'Dit is je Rekeningoverzicht van Saxo: daaruit lezen we je stortingen, opnames en kosten. Je aandelentransacties staan in het rapport Transacties: open in SaxoTraderGO Account › Historische rapporten › Transacties, klik op Exporteren › Excel en kies dat bestand hier ook.',
  'myCosts.file.byColumnOrder': 'gelezen op kolomvolgorde',
  'myCosts.file.baseCurrency': 'basisvaluta {currency}',
  'myCosts.file.baseCurrencyUnknown': 'basisvaluta niet vermeld in het bestand',
  'myCosts.file.costUnknownOne':
    'Bij {count} order staan de kosten niet apart in je bestand en konden we ze niet eenduidig afleiden. Die order telt niet mee in wat je betaalde, maar is wel bij elke broker geprijsd.',
  'myCosts.file.costUnknownMany':
    'Bij {count} orders staan de kosten niet apart in je bestand en konden we ze niet eenduidig afleiden. Die orders tellen niet mee in wat je betaalde, maar zijn wel bij elke broker geprijsd.',
  'myCosts.file.optionOrdersOne': '{count} optie-order, niet meegerekend',
  'myCosts.file.optionOrdersMany': '{count} optie-orders, niet meegerekend',
  'myCosts.language.nl': 'Nederlands',
  'myCosts.language.en': 'Engels',
  'myCosts.language.de': 'Duits',
  'myCosts.language.fr': 'Frans',
  'myCosts.language.es': 'Spaans',
  'myCosts.language.pt': 'Portugees',
  'myCosts.language.it': 'Italiaans',
  'myCosts.language.pl': 'Pools',
  'myCosts.language.ru': 'Russisch',
  'myCosts.layout.2020': '2020',
  'myCosts.layout.old': 'oude indeling',
  'myCosts.layout.current': 'huidige indeling',
  'myCosts.file.supported': 'Deze exports kunnen we lezen:',
  // {languages}: the languages an export is read in ('Nederlands, Engels of Duits')
  'myCosts.file.languages': '{export}: in het {languages}',
  'myCosts.status.readingOne': 'Je bestand wordt gelezen…',
  'myCosts.status.readingMany': 'Je bestanden worden gelezen…',
  'myCosts.status.done': 'Klaar: de resultaten staan hieronder.',
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
  'myCosts.problem.positionsOnly':
    'Dit is het Portefeuille-overzicht van DEGIRO: daarin staan alleen je posities en hun slotkoersen, geen orders of kosten. Kies hier het bestand Transacties (in DEGIRO onder Inbox › Transacties, exporteren als CSV) en voor aansluitingskosten en dividenden ook het Rekeningoverzicht.',
  'myCosts.problem.notSaxo':
    'Dit Excel-bestand is geen rapport van Saxo (Transacties). Andere Excel-bestanden lezen we niet; kies de CSV-export van je broker.',
  'myCosts.problem.damagedXlsx':
    'Dit Excel-bestand is beschadigd of onvolledig, bijvoorbeeld omdat het downloaden niet klaar was. Download het opnieuw.',
  // {megabytes}, {entries}: the caps in src/lib/brokerFiles/shared/limits.ts
  'myCosts.problem.xlsxTooLarge':
    'Dit Excel-bestand pakt uit tot meer dan {megabytes} MB of bevat meer dan {entries} onderdelen. Zo groot is een rapport van Saxo niet, dus we lezen het niet.',
  // {sheets}: MAX_WORKBOOK_SHEETS in src/lib/brokerFiles/shared/limits.ts
  'myCosts.problem.tooManySheets':
    'Dit Excel-bestand heeft meer dan {sheets} werkbladen. Zo veel heeft een rapport van Saxo niet, dus we lezen het niet.',
  // {columns}, {cells}: MAX_ROW_CELLS and MAX_FILE_CELLS in src/lib/brokerFiles/shared/limits.ts
  'myCosts.problem.tooManyCells':
    'Dit bestand heeft een regel met meer dan {columns} kolommen, of meer dan {cells} cellen in totaal. Zo breed is een export van een broker niet, dus we lezen het niet.',
  'myCosts.skipped.one': '{count} regel kon niet worden gelezen en telt niet mee ({lines}).',
  'myCosts.skipped.many': '{count} regels konden niet worden gelezen en tellen niet mee ({lines}).',
  'myCosts.lines.one': 'regel {list}',
  'myCosts.lines.many': 'regels {list}',
  'myCosts.lines.more': 'nog {count}',
  'myCosts.orders.one': '{count} order',
  'myCosts.orders.many': '{count} orders',
  'myCosts.notCompared': '{orders} niet vergeleken ({venue})',
  'myCosts.venueOrders': '{orders} ({venue})',
  // Venues of orders that are not compared (src/lib/brokerFiles/shared/venues.ts)
  'myCosts.venue.unknown': 'onbekende beurs',
  'myCosts.venue.priceCurrency': 'koers in {currency}',
  'myCosts.venue.noCurrency': 'koers zonder valuta',
  'myCosts.venue.warrants': 'warrants',
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
    '{orders} geprijsd met de tarieven van nu uit het kostenmodel van onze kostenvergelijking, bij elke broker dezelfde orders (je eigen broker met je eigen abonnement): orderkosten per order en valutakosten op orders in een andere valuta, op elke beurs die je bestand noemt. Goedkoopste eerst.',
  'myCosts.ranking.twoQuestions':
    'Deze rangorde beantwoordt wat je orders vandaag zouden kosten. De tabel "Wat je betaalde naast het model" verderop beantwoordt een andere vraag: klopt wat je betaalde met het tarief dat gold op de dag van elke order? Daarom kunnen de bedragen verschillen zonder elkaar tegen te spreken.',
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
  'myCosts.portfolio.error.notANumber':
    'Vul een bedrag in cijfers in, zoals 25000 of 25.000,50. Tot dan rekenen we zonder portefeuillewaarde.',
  'myCosts.portfolio.error.negative':
    'Een portefeuillewaarde kan niet negatief zijn. Tot dan rekenen we zonder portefeuillewaarde.',
  'myCosts.portfolio.error.tooLarge':
    'Dit bedrag is groter dan € 10 miljard; controleer het. Tot dan rekenen we zonder portefeuillewaarde.',
  'myCosts.dated.title': 'Wat je betaalde naast het model, per jaar',
  'myCosts.dated.intro':
    'Bij {broker}, over dezelfde orders: wat je bestand per order aan transactie- en valutakosten noemt, naast wat het model voor precies die orders rekent met het tarief dat gold op de dag van elke order{plan}.',
  'myCosts.dated.planSuffix': ' ({plan})',
  'myCosts.dated.year': 'Jaar',
  'myCosts.dated.orders': 'Orders',
  'myCosts.dated.paid': 'Betaald',
  'myCosts.dated.model': 'Model (tarief van toen)',
  'myCosts.dated.caption': 'Betaald en model per jaar over dezelfde orders',
  'myCosts.dated.counts': 'Wat beide kanten tellen',
  'myCosts.dated.countsAll': 'orderkosten en valutakosten',
  'myCosts.dated.countsWithoutFx':
    'orderkosten; valutakosten van {count} niet meegeteld (niet per order in je bestand)',
  'myCosts.dated.countsAtToday': '{count} met het tarief van nu',
  'myCosts.dated.countsOtherTariff': '{count} niet vergeleken (kosten volgens het tarief van een ander land)',
  'myCosts.dated.otherTariffOne':
    'Bij 1 order volgen de kosten het tarief van een ander land dan Nederland (ver onder het Nederlandse tarief voor die beurs); die laten we aan beide kanten weg.',
  'myCosts.dated.otherTariffMany':
    'Bij {count} orders volgen de kosten het tarief van een ander land dan Nederland (ver onder het Nederlandse tarief voor die beurs); die laten we aan beide kanten weg.',
  'myCosts.dated.countsAtReference': '{count} betaald in dollars, omgerekend tegen onze referentiekoers',
  'myCosts.dated.withoutFxOne':
    'Bij 1 order in een andere valuta noemt je bestand de valutakosten niet per order; die tellen aan beide kanten niet mee.',
  'myCosts.dated.withoutFxMany':
    'Bij {count} orders in een andere valuta noemt je bestand de valutakosten niet per order; die tellen aan beide kanten niet mee.',
  'myCosts.dated.paidRate':
    'Kosten in een andere valuta zijn omgerekend tegen de koers die je bestand bij de order noemt; waar het bestand geen koers naar de euro geeft, tegen onze referentiekoers ({rate}).',
  'myCosts.dated.alternative': 'Met {plan} zou het model voor dezelfde orders {model} rekenen.',
  'myCosts.dated.ownPlan':
    'We rekenen met {plan}: het abonnement waarbij het model het dichtst bij je betaalde kosten uitkomt.',
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
  'myCosts.ranking.notRanked':
    'Niet in de ranglijst, omdat niet elke broker in onze gegevens een tarief voor die beurs heeft: {list}.',
  'myCosts.ranking.noneCompared':
    'Geen van je orders kon worden vergeleken: het kostenmodel kent de beurzen in je bestand niet.',
  'myCosts.ranking.noOrders':
    'Je bestanden bevatten geen orders om te vergelijken. Kies ook de export met je transacties (bij DEGIRO: Transacties).',
  // Why the model can differ from what was paid at the reader's own broker (src/islands/tools/my-costs/BrokerRanking.tsx)
  'myCosts.source.reason.degiro':
    "het model rekent elke order als een gewone order, ook ETF's; voor ETF's uit de kernselectie rekent DEGIRO alleen de handling fee.",
  'myCosts.source.reason.trading212':
    'Trading 212 rondt de valutakosten per order af; het model rekent ze over de exacte orderwaarde.',
  'myCosts.source.reason.tradeRepublic':
    'aankopen via een spaarplan zijn bij Trade Republic gratis; we herkennen ze alleen als je bestand ze zo noemt of er geen kosten bij vermeldt, en rekenen de rest als losse order van € 1.',
  'myCosts.source.reason.ibkr':
    'IBKR boekt valutaconversies apart van de orders; die staan bij wat je betaalde, maar in deze vergelijking laten we ze aan beide kanten weg. Kosten in andere valuta dan euro of dollar tellen niet mee.',
  'myCosts.source.reason.saxo':
    'Saxo vermeldt de kosten niet per order: wat je betaalde is afgeleid uit het geboekte bedrag, en alleen waar dat eenduidig kon.',
  'myCosts.source.reason': 'Waarom het kan verschillen: {reason}',
} as const;

/** Its texts for islands: `tMyCosts('key', { values })`. */
export const tMyCosts = /* @__PURE__ */ textsOf(NL_MY_COSTS);
export type MyCostsKey = keyof typeof NL_MY_COSTS;
