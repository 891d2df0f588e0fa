// The box 3 tool's own short FAQ (its FAQPage structured data too). Prose, like the FAQ sets in faq.ts; the figures
// it names come from src/data/box3.ts, never typed twice. /faq keeps the spec's four sets and does not list these.
import { formatEuro } from '../lib/format.ts';
import { BOX3_YEARS, LATEST_BOX3_YEAR, WERKELIJK_RENDEMENT_BILL } from './box3.ts';
import type { QuestionAnswer } from '../lib/seo/jsonld.ts';

const latest = BOX3_YEARS.find((y) => y.year === LATEST_BOX3_YEAR)!;
const pct = (value: number) => `${String(value).replace('.', ',')}%`;

export const BOX3_FAQ: readonly QuestionAnswer[] = [
  {
    question: 'Vanaf welk vermogen betaal ik box 3-belasting?',
    answer: `Over ${LATEST_BOX3_YEAR} betaal je pas box 3-belasting als je bezittingen min je schulden boven de drempel meer zijn dan het heffingsvrij vermogen van ${formatEuro(latest.taxFreeAllowance.value)} per persoon. Met een fiscale partner is dat samen het dubbele, ${formatEuro(latest.taxFreeAllowance.value * 2)}.`,
  },
  {
    question: 'Wat is het verschil tussen forfaitair en werkelijk rendement?',
    answer: `Forfaitair rekent de Belastingdienst met een verondersteld rendement: over ${LATEST_BOX3_YEAR} ${pct(latest.rateBank.value)} op banktegoeden en ${pct(latest.rateOther.value)} op beleggingen en andere bezittingen. Met het tegenbewijs geef je je werkelijke rendement op: rente, dividend en de waardeverandering van je beleggingen, ook als je niets verkocht. Is dat lager, dan betaal je ${pct(latest.taxRate.value)} over dat lagere bedrag.`,
  },
  {
    question: 'Tellen de kosten van mijn broker mee bij het werkelijke rendement?',
    answer:
      'Nee, kosten zoals transactiekosten en de lopende kosten van een ETF trek je niet apart af. Ze zitten wel al in de waarde van je beleggingen op 31 december, en dus indirect in je rendement. Betaalde rente op schulden in box 3 telt wel mee, als min.',
  },
  {
    question: 'Wat als mijn werkelijke rendement negatief is?',
    answer:
      'Dan betaal je met tegenbewijs over dat jaar geen box 3-belasting. Het verlies schuif je niet door naar een ander jaar: elk jaar staat op zichzelf.',
  },
  {
    question: 'Geldt vanaf 2028 een nieuw box 3-stelsel?',
    answer: `De Tweede Kamer nam het wetsvoorstel Wet werkelijk rendement box 3 (Kamerstuk ${WERKELIJK_RENDEMENT_BILL.kamerstuk}) aan op 12 februari 2026, met 1 januari 2028 als beoogde start. Een stemming in de Eerste Kamer hebben we niet kunnen bevestigen, dus het is voor ons nog geen wet. Deze tool rekent daarom alleen met de huidige regels.`,
  },
];
