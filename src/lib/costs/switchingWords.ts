// A switch and a provider's leaving costs in words (src/i18n/nl/switching.ts): the cost tool's switching lines, the
// pair pages' both ways and the provider pages' 'Overstappen' section read the same words.
import type { LeavingCosts, LeavingReading, TransferFee } from '../../data/providers/leaving.ts';
import { tSwitching } from '../../i18n/nl/switching.ts';
import { formatDate, formatEuroCents, formatList } from '../format.ts';
import { describeFee } from './algebra.ts';
import type { SwitchCost, SwitchPart } from './switching.ts';
import type { FractionsRule, TransferRoute } from '../../data/providers/leaving.ts';
import type { SwitchingKey } from '../../i18n/nl/switching.ts';

// Each key written out, so the dictionary check finds every one in use.
const PART: Readonly<Record<SwitchPart, SwitchingKey>> = {
  'transfer-out': 'switching.part.transfer-out',
  'transfer-in': 'switching.part.transfer-in',
  fractions: 'switching.part.fractions',
  'own-fund-exit': 'switching.part.own-fund-exit',
  'own-fund-entry': 'switching.part.own-fund-entry',
  sale: 'switching.part.sale',
  purchase: 'switching.part.purchase',
};
const PER: Readonly<Record<TransferFee['per'], SwitchingKey>> = {
  position: 'switching.per.position',
  transfer: 'switching.per.transfer',
};
const FRACTIONS: Readonly<Record<FractionsRule, SwitchingKey>> = {
  transferred: 'switching.fractions.transferred',
  sold: 'switching.fractions.sold',
  'no-fractions': 'switching.fractions.no-fractions',
};
const ROUTE: Readonly<Record<TransferRoute, SwitchingKey>> = {
  dacsi: 'switching.route.dacsi',
  'own-form': 'switching.route.own-form',
  'not-offered': 'switching.route.not-offered',
};

/** A switch in words: the one-off amount ('minstens' where parts are missing), the months, and what is not counted. */
export interface SwitchWords {
  /** 'Van DEGIRO naar Saxo: minstens € 12,00 eenmalig; in 5 maanden terugverdiend.' */
  readonly line: string;
  /** The parts not published, or null. */
  readonly missing: string | null;
  /** That the switch is priced as selling and buying, or null. */
  readonly sellAndBuy: string | null;
}

export function switchWords(cost: SwitchCost, from: string, to: string, comparable = true): SwitchWords {
  const atLeast = cost.missing.length > 0;
  const euros = formatEuroCents(cost.oneOff);
  const amount = atLeast ? tSwitching('switching.amount.atLeast', { amount: euros }) : euros;
  const m = cost.monthsToEarnBack;
  const months = !comparable
    ? tSwitching('switching.months.incomparable')
    : m === null
      ? tSwitching('switching.months.never')
      : atLeast
        ? tSwitching('switching.months.atLeast', { count: m })
        : m === 0
          ? tSwitching('switching.months.zero')
          : tSwitching(m === 1 ? 'switching.months.one' : 'switching.months.many', { count: m });
  const parts = cost.missing.map((part) => tSwitching(PART[part], { from, to }));
  return {
    line: tSwitching('switching.line', { from, to, amount, months }),
    missing: parts.length === 0 ? null : tSwitching('switching.missing', { parts: formatList(parts) }),
    sellAndBuy: cost.sellAndBuy ? tSwitching('switching.sellAndBuy', { from, to }) : null,
  };
}

/** One fact of the 'Overstappen' section: its label, its value and where and when it was read. */
export interface LeavingFact {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly source: { readonly title: string; readonly url: string };
  /** 'gecontroleerd op 28 november 2026, in elk geval geldig sinds …'. */
  readonly dates: string;
  readonly unconfirmed: boolean;
  readonly note: string | null;
}

function transferValue(transfer: TransferFee): string {
  if (transfer.fee === null) return tSwitching('switching.notPublished', { date: formatDate(transfer.checked) });
  if (transfer.fee.kind === 'not-offered') return tSwitching('switching.notOffered');
  return tSwitching(PER[transfer.per], { fee: describeFee(transfer.fee) });
}

function fact(key: string, label: string, value: string, reading: LeavingReading): LeavingFact {
  const valid = tSwitching(reading.validFromSeen ? 'switching.validFromSeen' : 'switching.validFrom', {
    date: formatDate(reading.validFrom),
  });
  return {
    key,
    label,
    value,
    source: reading.source,
    dates: tSwitching('switching.source', {
      title: reading.source.title,
      checked: formatDate(reading.checked),
      valid,
    }),
    unconfirmed: reading.confirmed === false,
    note: reading.note ?? null,
  };
}

/** A provider's leaving costs as the 'Overstappen' section lists them; a fee not published says so with its date. */
export function leavingFacts(leaving: LeavingCosts, broker: string): LeavingFact[] {
  const { fractions, route } = leaving;
  const facts = [
    fact('route', tSwitching('switching.fact.route'), tSwitching(ROUTE[route.how]), route),
    fact(
      'transfer-out',
      tSwitching('switching.fact.transferOut'),
      transferValue(leaving.transferOut),
      leaving.transferOut,
    ),
    fact(
      'transfer-in',
      tSwitching('switching.fact.transferIn', { broker }),
      transferValue(leaving.transferIn),
      leaving.transferIn,
    ),
    fact(
      'fractions',
      tSwitching('switching.fact.fractions'),
      fractions.rule === null
        ? tSwitching('switching.notPublished', { date: formatDate(fractions.checked) })
        : tSwitching(FRACTIONS[fractions.rule]),
      fractions,
    ),
  ];
  if (leaving.ownFundExit) {
    const exit = leaving.ownFundExit;
    facts.push(fact('own-fund-exit', tSwitching('switching.fact.ownFundExit'), describeFee(exit.fee), exit));
  }
  if (leaving.ownFundEntry) {
    const entry = leaving.ownFundEntry;
    facts.push(fact('own-fund-entry', tSwitching('switching.fact.ownFundEntry'), describeFee(entry.fee), entry));
  }
  return facts;
}
