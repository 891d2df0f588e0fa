// What leaving a provider costs, in words: the provider pages' 'Overstappen' section, the pair pages' switching both
// ways and the cost tool's switching lines (loaded with the fee model, never in the tool's first load).
import { textsOf } from '../fill.ts';
export const NL_SWITCHING = {
  'switching.heading': 'Overstappen',
  'switching.intro':
    'Wat het kost om met je beleggingen bij {broker} weg te gaan of er met je beleggingen naartoe te komen. Waar {broker} geen bedrag publiceert, staat dat er met de datum waarop we keken; we rekenen het nooit als € 0.',
  'switching.fact.transferOut': 'Overboeken naar een andere aanbieder',
  'switching.fact.transferIn': 'Overboeken naar {broker}',
  'switching.fact.fractions': 'Fracties bij vertrek',
  'switching.fact.route': 'Hoe je overstapt',
  'switching.fact.ownFundExit': 'Uitstapkosten van de eigen fondsen',
  'switching.fact.ownFundEntry': 'Aankoopkosten van de eigen fondsen bij inleg',
  'switching.per.position': '{fee} per positie',
  'switching.per.transfer': '{fee} per overboeking',
  'switching.notPublished': 'niet gepubliceerd (gecontroleerd op {date})',
  'switching.notOffered': 'niet mogelijk',
  'switching.fractions.transferred': 'worden mee overgeboekt',
  'switching.fractions.sold': 'kunnen niet mee en worden verkocht',
  'switching.fractions.no-fractions': 'geen fracties: alleen hele stukken',
  'switching.route.dacsi': 'Overboekservice Effecten (DACSI): aanvragen bij je nieuwe bank, in hoogstens tien dagen',
  'switching.route.own-form': 'aanvragen bij de aanbieder zelf',
  'switching.route.not-offered': 'geen overboeking van effecten: je verkoopt en koopt opnieuw',
  'switching.unconfirmed': 'niet bevestigd voor Nederland',
  'switching.source': 'bron: {title}, gecontroleerd op {checked}, {valid}',
  'switching.validFrom': 'geldig sinds {date}',
  'switching.validFromSeen': 'in elk geval geldig sinds {date} (de ingangsdatum vonden we niet)',

  'switching.pair.heading': 'Overstappen tussen {a} en {b}',
  'switching.pair.intro':
    'Wat overstappen eenmalig kost voor het voorbeeldprofiel ({positions} posities, {portfolio} belegd), en in hoeveel maanden de lagere jaarkosten dat terugverdienen.',
  'switching.line': 'Van {from} naar {to}: {amount} eenmalig; {months}.',
  'switching.amount.atLeast': 'minstens {amount}',
  'switching.missing': 'Niet gepubliceerd en niet meegeteld: {parts}.',
  'switching.sellAndBuy': 'Overboeken kan niet: gerekend als verkopen bij {from} en opnieuw kopen bij {to}.',
  'switching.months.zero': 'meteen terugverdiend',
  'switching.months.one': 'in 1 maand terugverdiend',
  'switching.months.many': 'in {count} maanden terugverdiend',
  'switching.months.atLeast': 'in minstens {count} maanden terugverdiend',
  'switching.months.never': 'verdien je niet terug',
  'switching.months.incomparable': 'terugverdientijd onbekend: een van beide biedt niet elke markt van het profiel',
  'switching.part.transfer-out': 'de overboekkosten bij {from}',
  'switching.part.transfer-in': 'de kosten van inkomend overboeken bij {to}',
  'switching.part.fractions': 'wat er met fracties bij {from} gebeurt',
  'switching.part.own-fund-exit': 'de uitstapkosten bij {from}',
  'switching.part.own-fund-entry': 'de aankoopkosten bij {to}',
  'switching.part.sale': 'het verkopen bij {from}',
  'switching.part.purchase': 'het kopen bij {to}',
} as const;

/** Its texts: `tSwitching('key', { values })`. */
export const tSwitching = /* @__PURE__ */ textsOf(NL_SWITCHING);
export type SwitchingKey = keyof typeof NL_SWITCHING;
