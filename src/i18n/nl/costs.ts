// The cost comparison (its island, src/lib/costs and the broker pages' cost table). A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill.ts';
export const NL_COSTS = {
  // Cost comparison tool
  'costs.form.label': 'Jouw beleggingsprofiel',
  'costs.form.title': 'Jouw profiel',
  'costs.form.quick': 'Snel kiezen',
  'costs.form.submit': 'Vergelijk',
  'costs.field.nlEtf': 'ETF-orders per jaar op Euronext Amsterdam',
  'costs.field.nlEtf.hint': 'Losse ETF-aankopen naast je maandelijkse inleg; hele orders, 0 tot 1.000.',
  'costs.field.nl': 'Aandelenorders per jaar op Euronext Amsterdam',
  'costs.field.nl.hint': 'Hele orders, 0 tot 1.000.',
  'costs.field.xetraEtf': 'ETF-orders per jaar op Xetra',
  'costs.field.xetraEtf.hint': 'Bijvoorbeeld een ETF als VWCE; hele orders, 0 tot 1.000.',
  'costs.field.xetra': 'Aandelenorders per jaar op Xetra',
  'costs.field.xetra.hint': 'Hele orders, 0 tot 1.000.',
  'costs.field.portfolio': 'Waarde van je portefeuille (€)',
  'costs.field.portfolio.hint': 'Voor servicekosten en aansluitkosten, € 0 tot € 100.000.000.',
  'costs.field.core': 'Mijn ETF zit in de gratis of kernselectie van de broker',
  'costs.field.core.hint':
    'Alleen als je hierboven geen ETF kiest: aangevinkt telt je ETF bij elke aanbieder met zo’n selectie als daarin.',
  'costs.field.fund': 'Jouw ETF',
  'costs.field.fund.hint':
    'Uit de ETF-lijst van deze site. Zijn TER telt als fondskosten, en per aanbieder kijken we of hij in de gratis of kernselectie zit.',
  'costs.field.fund.none': 'Geen gekozen (fondskosten van {etf}, {ter})',
  'costs.field.deposit': 'Zo stort je je maandelijkse inleg',
  'costs.field.deposit.hint': 'Sommige aanbieders rekenen kosten voor iDEAL- of kaartstortingen.',
  'costs.field.deposit.bank': 'Overschrijving',
  'costs.field.deposit.ideal': 'iDEAL',
  'costs.field.deposit.card': 'Creditcard of debitcard',
  'costs.field.us': 'Aandelenorders per jaar op Amerikaanse beurzen',
  'costs.field.us.hint': 'NYSE en Nasdaq; hele orders, 0 tot 1.000.',
  'costs.field.amount': 'Gemiddeld orderbedrag (€)',
  'costs.field.amount.hint': 'Per order, € 1 tot € 1.000.000.',
  'costs.field.etf': 'Maandelijkse ETF-inleg (€ per maand, 0 = geen)',
  'costs.field.etf.hint': 'Een vaste ETF-aankoop per maand, tot € 100.000.',
  'costs.field.price': 'Gemiddelde koers van een Amerikaans aandeel ($)',
  'costs.field.price.hint': 'Bepaalt het aantal aandelen per order (per-aandeeltarief), $ 1 tot $ 100.000.',
  'costs.quick.buyAndHold': 'Buy and hold: € 250 per maand in een wereld-ETF, € 25.000 belegd',
  'costs.quick.monthly': 'Maandelijks inleggen',
  'costs.quick.sometimes': 'Af en toe',
  'costs.quick.active': 'Actief',
  'costs.results.title': 'Jaarkosten per broker',
  'costs.results.summary':
    'Per jaar aandelen: {nl} op Euronext Amsterdam, {xetra} op Xetra en {us} op Amerikaanse beurzen; ETF’s: {nlEtf} op Euronext Amsterdam en {xetraEtf} op Xetra; gemiddeld {amount} per order{etf}, met {portfolio} belegd. Fondskosten van {fund} (TER {ter}).',
  'costs.results.withEtfCore': ', plus {amount} per maand in een ETF uit de eigen selectie van de broker',
  'costs.results.leftOut':
    'Valutakosten op dividend zijn niet meegerekend; orders van een jaar verdelen we gelijk over de maanden (zie Zo rekenen we).',
  'costs.results.ownFund': 'Fondskosten: het eigen fonds van {name} ({ter} per jaar) in plaats van je ETF',
  'costs.results.plan': 'met {plan}',
  'costs.results.unavailable': 'Niet beschikbaar: {markets}; die orders tellen niet mee.',
  'costs.results.orders': '{count} orders',
  'costs.results.oneOrder': '1 order',
  'costs.results.withEtf': ', plus {amount} per maand in een ETF',
  'costs.results.noEtf': ', zonder ETF-inleg',
  'costs.results.total': '{amount} per jaar',
  'costs.results.cheapest': 'Goedkoopste',
  'costs.results.moreThanCheapest': '{amount} per jaar duurder dan de goedkoopste',
  'costs.results.brokerPage': 'Meer over {name}',
  'costs.part.orders': 'Orderkosten',
  'costs.part.fx': 'Valutakosten',
  'costs.part.savingsPlan': 'Spaarplan',
  'costs.part.holding': 'Servicekosten',
  'costs.part.connectivity': 'Aansluitkosten',
  'costs.part.deposits': 'Stortingskosten',
  'costs.part.fund': 'Fondskosten',
  // 'Na 20 jaar': what a reader keeps at each broker (src/lib/costs/kept.ts)
  'costs.keep.legend': 'Wat je overhoudt',
  'costs.keep.years': 'Aantal jaren',
  'costs.keep.years.hint': 'Hele jaren, 1 tot 50.',
  'costs.keep.return': 'Verwacht rendement per jaar (%)',
  'costs.keep.return.hint': 'Vóór kosten, 0 tot 20%; standaard dat van de rentecalculator.',
  'costs.keep.ter': 'TER van je ETF (% per jaar)',
  'costs.keep.ter.hint': 'Standaard die van {etf}: {ter}. Van 0 tot 3%.',
  'costs.keep.partner': 'Box 3 met fiscale partner',
  'costs.keep.title': 'Na {years} jaar',
  'costs.keep.loading': 'Bezig met rekenen…',
  'costs.model.failed':
    'De tarieven konden niet worden geladen, dus we kunnen dit profiel nu niet doorrekenen. Controleer je verbinding en pas een veld aan om het opnieuw te proberen.',

  // The broker pages' cost table (src/lib/costs/table.ts)
  // The order fees in one line (home table, /brokers, the broker page): tariffSummary in src/lib/costs/describe.ts
  'costs.chart.title': 'Jaarkosten in een oogopslag',
  'costs.chart.svgTitle': 'Staafdiagram van de jaarkosten',
  'costs.chart.summary': 'Jaarkosten per broker, van goedkoop naar duur: {list}.',
} as const;

/** Its texts for islands: `tCosts('key', { values })`. */
export const tCosts = /* @__PURE__ */ textsOf(NL_COSTS);
export type CostsKey = keyof typeof NL_COSTS;
