// The head-to-head pages of two brokers (/brokers/{a}-vs-{b}), their verdict (src/lib/costs/verdict.ts) and the
// links to them. A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill';
export const NL_PAIRS = {
  // Title and breadcrumb: ./pairLinks.ts (the cost tool's results link with them, without this section).
  'pair.description':
    '{a} of {b}? De jaarkosten voor drie soorten beleggers uit ons kostenmodel, en tarieven, voor- en nadelen naast elkaar.',
  'pair.intro':
    'Welke van de twee is goedkoper voor jou? Hieronder staan de jaarkosten van {a} en {b} voor drie soorten beleggers, berekend met hetzelfde kostenmodel als de kostenvergelijking, en daarna de brokers zelf naast elkaar.',
  'pair.hub.title': 'Twee aanbieders vergelijken',
  'pair.broker.title': '{name} vergelijken met',

  // The cost table
  'pair.costs.title': 'Jaarkosten per soort belegger',
  'pair.costs.caption':
    'Jaarkosten van {a} en {b} per beleggersprofiel uit de kostenvergelijking, in euro per jaar. Kies een profiel om het in de kostenvergelijking te openen en aan te passen.',
  'pair.costs.cheaper': 'goedkoper',
  'pair.costs.same': 'even duur',

  // The verdict, computed from the table
  'pair.verdict.title': 'Ons oordeel',
  'pair.verdict.always': '{name} is bij elk profiel goedkoper dan {other}.',
  'pair.verdict.allTied': '{a} en {b} kosten bij elk profiel even veel.',
  'pair.verdict.alwaysExceptTies': '{name} is goedkoper bij {cheaper}; bij {tied} kosten ze even veel.',
  'pair.verdict.switch':
    'Het antwoord hangt af van hoe je belegt: {name} is goedkoper bij {cheaper}, {other} bij {otherCheaper}.',
  'pair.verdict.switchWithTies':
    'Het antwoord hangt af van hoe je belegt: {name} is goedkoper bij {cheaper}, {other} bij {otherCheaper}; bij {tied} kosten ze even veel.',
  'pair.verdict.cheaper': '{profile}: {name} {amount} per jaar goedkoper.',
  // A quick profile needs a market one side (or neither) does not offer: its cell says 'niet beschikbaar'.
  'pair.verdict.onlyOne': '{profile}: dit kan alleen bij {name}; bij {other} is het niet beschikbaar.',
  'pair.verdict.neitherOffers': '{profile}: bij geen van beide beschikbaar.',
  'pair.verdict.tie': '{profile}: even duur, {amount} per jaar.',
  'pair.verdict.profile': '‘{profile}’',
  'pair.verdict.fxUnknown':
    'Let op: de valutakosten van {names} bij orders in een andere valuta vonden we niet; ze tellen niet mee, dus {names} kan duurder zijn dan hier staat.',
  'pair.verdict.fxNotCounted': '(Zonder de valutakosten van {names}: onbekend.)',

  // Side by side
  'pair.side.title': 'De brokers naast elkaar',
  'pair.side.tariff': 'Tarief',
  'pair.side.facts': 'Markten, bescherming en service',
  'pair.side.markets': 'Markten',
  'pair.side.rating': 'Beoordeling',
} as const;

/** Its texts for islands: `tPairs('key', { values })`. */
export const tPairs = /* @__PURE__ */ textsOf(NL_PAIRS);
export type PairsKey = keyof typeof NL_PAIRS;
