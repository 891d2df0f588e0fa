// The cost comparison (its island, src/lib/costs and the broker pages' cost table). A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill';
export const NL_COSTS = {
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

  // The tariff in words (src/lib/costs/describe.ts) and the broker pages' cost table (src/lib/costs/table.ts)
  'costs.tariff.euronext': 'Order op Euronext Amsterdam',
  'costs.tariff.us': 'Order op een Amerikaanse beurs',
  'costs.tariff.conversion': 'Valuta bij een Amerikaanse order',
  'costs.tariff.yearly': 'Vaste kosten',
  'costs.tariff.etf': 'Maandelijkse ETF-aankoop',
  'costs.words.percent': '{percent} van het orderbedrag',
  'costs.words.percentMinimum': '{percent} van het orderbedrag, minimaal {minimum}',
  'costs.words.perOrder': '{total} per order',
  'costs.words.perOrderSplit': '{total} per order ({commission} commissie + {handling} handling fee)',
  'costs.words.perShare': '{perShare} per aandeel, minimaal {minimum}, maximaal {maxPercent} van het orderbedrag',
  'costs.words.none': 'geen',
  'costs.words.perYear': '{amount} per jaar',
  'costs.words.perUsExchangePerYear': '{amount} per Amerikaanse beurs per jaar',
  'costs.method.oneUsExchange':
    '{broker} rekent {amount} aansluitkosten per jaar voor elke Amerikaanse beurs waarop je handelt (NYSE en Nasdaq apart). De vergelijking gaat uit van één Amerikaanse beurs; handel je op beide, dan betaal je dat bedrag twee keer.',
  'costs.method.capNotModelled':
    '{broker} rekent de aansluitkosten niet als ze hoger zijn dan {percent} van de waarde van je rekening. Dat plafond rekenen we niet mee: wij rekenen altijd het volle bedrag.',
  'costs.words.perYearWithUsOrders': '{amount} per jaar, alleen in een jaar waarin je op een Amerikaanse beurs handelt',
  'costs.words.perPurchase': '{amount} per aankoop',
  'costs.words.asEuronextOrder': 'als een order op Euronext Amsterdam',
  // The order fees in one line (home table, /brokers, the broker page): tariffSummary in src/lib/costs/describe.ts
  'costs.summary': 'NL {nl}, US {us}',
  'costs.summary.same': '{fee} per order, NL en US',
  'costs.short.percentMinimum': '{percent} (min. {minimum})',
  'costs.short.perShare': '{perShare} per aandeel (min. {minimum})',
  'costs.table.usOrder': 'Order op een Amerikaanse beurs: orderkosten',
  'costs.table.usConversion': 'Order op een Amerikaanse beurs: valutakosten',
  'costs.table.etf': 'ETF-aankoop (maandelijkse inleg)',
  'costs.chart.title': 'Jaarkosten in een oogopslag',
  'costs.chart.svgTitle': 'Staafdiagram van de jaarkosten',
  'costs.chart.summary': 'Jaarkosten per broker, van goedkoop naar duur: {list}.',
  'costs.calculate': 'Bereken jouw kosten',
} as const;

/** Its texts for islands: `tCosts('key', { values })`. */
export const tCosts = /* @__PURE__ */ textsOf(NL_COSTS);
export type CostsKey = keyof typeof NL_COSTS;
