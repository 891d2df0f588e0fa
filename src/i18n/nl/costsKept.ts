// The cost comparison's 'Na 20 jaar' table (src/islands/tools/costs/KeptResults.tsx). A section of its own so these
// texts load with that table, lazily, not with the tool (src/i18n/nl/index.ts).
import { textsOf } from '../fill.ts';
export const NL_COSTS_KEPT = {
  'costs.keep.summary':
    'Je begint met {portfolio} belegd en legt {monthly} per maand in, tegen {return} rendement per jaar vóór kosten, in {etf} (TER {ter}). Box 3 volgens de regels van {year}, {partner}. In totaal ingelegd: {deposited}.',
  'costs.keep.single': 'zonder fiscale partner',
  'costs.keep.withPartner': 'met fiscale partner',
  'costs.keep.note':
    'De orders van je profiel tellen als kosten, niet als extra inleg. Rendement, TER, tarieven en box 3-regels blijven elk jaar gelijk; box 3 rekent over de waarde op 1 januari, alles als overige bezittingen.',
  'costs.keep.broker': 'Broker',
  'costs.keep.end': 'Eindwaarde',
  'costs.keep.costs': 'Kosten broker',
  'costs.keep.terPaid': 'TER',
  'costs.keep.tax': 'Box 3',
  'costs.keep.unavailable': 'niet beschikbaar ({markets})',
} as const;

export const tCostsKept = /* @__PURE__ */ textsOf(NL_COSTS_KEPT);
export type CostsKeptKey = keyof typeof NL_COSTS_KEPT;
