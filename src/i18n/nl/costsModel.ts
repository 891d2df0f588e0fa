// The fee model in words for the pre-rendered pages: each component's label, the one-line tariff, the broker pages'
// cost table and 'Zo rekenen we' (src/lib/costs/describe.ts, method.ts, table.ts). A section of the Dutch UI
// dictionary (src/i18n/nl/index.ts) apart from the cost tool's own texts, so the tool's bundle does not carry them.
import { textsOf } from '../fill.ts';
export const NL_COSTS_MODEL = {
  // The fee algebra in words (src/lib/costs/algebra.ts): the pages' tariffs, never the cost tool's bundle.
  'costs.fee.min': 'min. {amount}',
  'costs.fee.max': 'max. {amount}',
  'costs.fee.free': 'gratis',
  'costs.fee.perShare': '{amount} per aandeel',
  'costs.fee.maxPercent': ', hoogstens {percent} van het bedrag',
  'costs.fee.tierUpTo': 't/m {upTo}: {percent}',
  'costs.fee.tierAbove': 'boven {from}: {percent}',
  'costs.fee.part.commission': 'commissie',
  'costs.fee.part.handling': 'handling fee',
  'costs.fee.part.exchange': 'beurskosten',
  'costs.fee.part.clearing': 'clearingkosten',
  'costs.fee.part.regulatory': 'toezichtkosten',
  'costs.fee.notOffered': 'niet beschikbaar',
  'costs.fee.fxNotFound': 'onbekend, niet meegeteld',

  'costs.method.connectivity':
    '{broker} rekent aansluitkosten per beurs, voor {markets}: {fee} van de waarde van je rekening per jaar. We tellen ze voor elke beurs waarop het profiel orders heeft (de Amerikaanse beurzen als één beurs; wie op NYSE en Nasdaq handelt, betaalt ze twee keer).',
  'costs.method.plans':
    '{broker} heeft meer tariefplannen ({plans}). We rekenen ze allemaal uit en tonen het goedkoopste voor jouw profiel, met zijn naam.',
  'costs.method.holding':
    'Servicekosten over je portefeuille rekenen we over de waarde die je opgeeft plus een half jaar van je maandelijkse inleg (het gemiddelde over het jaar), tenzij het tarief anders meet. Zonder portefeuille zijn ze nul.',
  'costs.method.savingsPlan':
    'Een maandelijkse inleg kost wat het spaarplan van de broker kost: het plan voor de eigen selectie als je ETF daarin zit, anders het plan voor alle ETF’s, en bij een broker zonder spaarplan een gewone order op Euronext Amsterdam.',
  'costs.method.dividendFx':
    'Valutakosten op dividend rekenen we niet mee: ze hangen af van het dividend van je Amerikaanse beleggingen, dat we niet kennen. De tarieven staan wel per broker hieronder.',
  'costs.method.deposits':
    'Stortingskosten rekenen we over je maandelijkse inleg, op de manier waarop je stort (standaard een overschrijving, die nergens iets kost): {list}. Wat al in je portefeuille zit, tellen we als eerder gestort.',
  'costs.method.depositsNone': 'Stortingskosten: voor geen aanbieder vonden we kosten op iDEAL- of kaartstortingen.',
  'costs.method.deposit': '{broker} {fee} per storting met {method}{free}',
  'costs.method.deposit.ideal': 'iDEAL',
  'costs.method.deposit.card': 'een kaart',
  'costs.method.deposit.freeTotal': ', zodra je in totaal {amount} hebt gestort',
  'costs.method.deposit.firstFree': ', behalve de eerste storting',
  'costs.method.assets':
    'ETF-orders en aandelenorders rekenen we elk tegen hun eigen tarief, waar een aanbieder ze verschillend prijst: {list}.',
  'costs.method.selection':
    'Een gratis of kernselectie telt alleen voor een ETF die erin zit. Per aanbieder volgen we de lijst met zijn bron en datum, voor de ETF die je kiest of anders voor de ETF waarvan we de fondskosten rekenen. Weten we niet of je ETF erin zit (we konden de lijst van de aanbieder niet lezen), dan staat er ‘onbekend’ en beslist het vakje ‘in de gratis of kernselectie’. Selecties: {list}.',
  'costs.method.offset':
    '{broker}: {fee} per maand, verminderd met je orderkosten van die maand{waived}. De orders van een jaar verdelen we gelijk over de twaalf maanden.',
  'costs.method.offset.waived': '; niet vanaf {amount} belegd',
  'costs.method.conflict':
    '{broker}: de bronnen spreken elkaar tegen ({readings}). We rekenen met de lezing die jou het meest kost; beide lezingen staan met bron en datum bij het tarief hieronder.',
  'costs.method.fund':
    'Fondskosten: de lopende kosten (TER) van je ETF, de transactiekosten van het fonds en het dividendlek (het dividendrendement van wat het fonds bezit × het deel van het dividend dat aan niet terug te vorderen bronbelasting weglekt), over de waarde van je portefeuille plus een half jaar inleg, bij elke aanbieder gelijk. Zonder gekozen ETF: {fund}. Waar een aanbieder alleen eigen fondsen heeft ({brokers}), tellen de kosten van dat fonds in plaats van je ETF{own}. Een onbekend deel telt niet mee en staat bij het resultaat als onbekend; in ‘Na 20 jaar’ tellen de fondskosten één keer, in het rendement.',
  'costs.method.fund.parts':
    '{name}, TER {ter} + transactiekosten {transaction} + dividendlek {leakage} = {total} per jaar',
  'costs.method.fund.own': ': {list}',
  'costs.method.fund.leakage': '{yield} dividendrendement × {share} weglek',
  'costs.method.fund.nil': 'nihil',
  'costs.method.fund.leakageNoYield': 'onbekend ({share} van een onbekend dividendrendement)',
  // The broker and pair pages' note on their fund costs (src/components/costs/FundCostNote.astro): build time only.
  'costs.fundNote.summary': 'Waaruit bestaan de fondskosten in deze bedragen?',
  'costs.fundNote.etf':
    'Bij {brokers} de kosten van de ETF waarmee we rekenen als je er geen kiest: {fund}. Een onbekend deel telt niet mee.',
  'costs.fundNote.own': 'Bij {broker} het eigen fonds: {fund}.',
  'costs.method.fund.readings': '{value} (de bronnen verschillen: {readings}; we rekenen met de hoogste)',
  'costs.method.fund.unknown': 'onbekend',
  'costs.method.fund.thirdParty': ' (lezing van {name}, {date})',
  'costs.summary': 'NL {nl}, US {us}',
  'costs.summary.same': '{fee} per order, NL en US',
  'costs.summary.plan': '{plan}: {line}',
  'costs.short.percentMinimum': '{percent} (min. {minimum})',
  'costs.short.perShare': '{perShare} per aandeel (min. {minimum})',
  'costs.table.etf': 'ETF-aankoop (maandelijkse inleg)',
  'costs.component.order': 'Order op {markets}',
  'costs.component.orderFx': 'Valutaconversie bij een order in een andere valuta',
  'costs.component.dividendFx': 'Valutaconversie van dividend in een andere valuta',
  'costs.component.serviceMonth': 'Servicekosten per maand, over de waarde van je portefeuille',
  'costs.component.serviceYear': 'Servicekosten per jaar, over de waarde van je portefeuille',
  'costs.component.serviceQuarter': 'Servicekosten per kwartaal, over de waarde van je portefeuille',
  'costs.component.connectivity': 'Aansluitkosten per beurs per jaar ({markets})',
  'costs.component.savingsPlanCore': 'Spaarplan met een ETF uit de eigen selectie, per aankoop',
  'costs.component.savingsPlanAll': 'Spaarplan, per aankoop',
  'costs.component.deposit': 'Storten met iDEAL',
  'costs.component.depositCard': 'Storten met een kaart',
  'costs.component.fund': 'Fondskosten van het eigen fonds per jaar, over de waarde van je portefeuille',
  'costs.component.etfOrder': 'ETF-order op {markets}',
  'costs.component.shareOrder': 'Aandelenorder op {markets}',
  'costs.component.selectionOrder': 'ETF-order uit de {selection} op {markets}',
  'costs.component.fromAmount': ' (vanaf {amount} per order)',
  'costs.component.reading': 'Andere lezing: {fee}',
  'costs.component.costlier': 'We rekenen met de lezing die het meest kost.',
  'costs.component.validFrom': 'geldig sinds {date}',
  'costs.component.validFromSeen':
    'in elk geval geldig sinds {date} (de datum van de bron; de ingangsdatum vonden we niet)',
  'costs.component.unconfirmed': 'niet bevestigd voor Nederland, bron:',
  'costs.component.source': 'bron:',
  'costs.component.checked': 'gelezen op {date}',
  // Broker fee kinds: allowances, a daily custody fee, inactivity and withdrawals.
  'costs.component.serviceDay': 'Bewaarkosten per dag, over de waarde van je portefeuille',
  'costs.component.freeVolume': ' (gratis tot {amount} aan orders per maand; dit tarief geldt daarboven)',
  'costs.component.freeOrders': ' (de eerste {count} per maand gratis; dit tarief geldt daarna)',
  'costs.component.inactivity': 'Inactiviteitskosten per maand, na {months} maanden zonder activiteit',
  'costs.component.inactivityHolding': ' (bezit van aandelen of ETF’s telt als activiteit)',
  'costs.component.withdrawal': 'Opnemen naar je bankrekening, per opname',
} as const;

/** Its texts: `tCostsModel('key', { values })`. */
export const tCostsModel = /* @__PURE__ */ textsOf(NL_COSTS_MODEL);
export type CostsModelKey = keyof typeof NL_COSTS_MODEL;
