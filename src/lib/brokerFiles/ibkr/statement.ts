// IBKR's Activity Statement (also as a custom statement) and Transaction History, in the section layout of
// sections.ts, read once into the ledger: trades (statementTrades.ts), cash sections (statementCash.ts), corporate
// actions, transfers and open positions (statementHoldings.ts), the Transaction History (statementHistory.ts).
// The statement is an 'ibkr-history' when it holds a Transaction History section.
import { append, type Row } from '../shared/rows.ts';
import { corporateActions, movesByDay } from '../shared/entries.ts';
import type { ExportLanguage } from '../../exports/types.ts';
import type { ReadContext } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';
import { firstClue } from './cells.ts';
import { collecting, ledgerRead } from './collected.ts';
import {
  ibkrBlocks,
  namedBaseCurrency,
  sectionKind,
  SECTIONS,
  statementEnd,
  totalsClue,
  type IbkrBlock,
} from './sections.ts';
import { isCashKind, readCash } from './statementCash.ts';
import { isinsBySymbol, type StatementContext } from './statementContext.ts';
import { readHistory } from './statementHistory.ts';
import { readActions, readPositions, readTransfers } from './statementHoldings.ts';
import { forexRates, isTradesBlock, readTrades, tradesBlock, type TradesBlock } from './statementTrades.ts';

export function readIbkrStatement(
  header: readonly string[],
  rows: readonly Row[],
  { source, day, progress }: ReadContext,
): LedgerRead {
  const { blocks, unplaced } = ibkrBlocks([header, ...rows]);
  progress();
  const trades = new Map<IbkrBlock, TradesBlock>();
  for (const block of blocks) if (isTradesBlock(block)) trades.set(block, tradesBlock(block));
  const namedBase = namedBaseCurrency(blocks);
  // The base currency: named in the account information, else a trades header's or total's clue, else a total of
  // another section ('Total in EUR').
  const base = firstClue([
    namedBase,
    ...[...trades.values()].map((block) => block.baseClue),
    totalsClue(blocks.filter((block) => !trades.has(block))),
  ]);
  const context: StatementContext = {
    source,
    isins: isinsBySymbol(blocks),
    rates: forexRates([...trades.values()]),
    namedBase,
    base,
    read: collecting(),
    moves: [],
  };
  append(context.read.skipped, unplaced);
  let language: ExportLanguage | undefined;
  let byColumnOrder = false;
  let history = false;
  for (const block of blocks) {
    const named = SECTIONS[block.section];
    if (named && !language) language = named.language;
    const ofTrades = trades.get(block);
    if (ofTrades) {
      readTrades(ofTrades, context, progress);
      if (!ofTrades.byName) byColumnOrder = true;
      continue;
    }
    const kind = sectionKind(block);
    if (kind === 'history') {
      history = true;
      readHistory(block, context);
    } else if (isCashKind(kind)) readCash(block, kind, context);
    else if (kind === 'actions') readActions(block, context);
    else if (kind === 'transfers') readTransfers(block, context);
  }
  for (const moves of movesByDay(context.moves)) append(context.read.entries, corporateActions(moves, source));
  readPositions(blocks, context, statementEnd(blocks) ?? day);
  return ledgerRead(history ? 'ibkr-history' : 'ibkr-activity', context.read, {
    language,
    byColumnOrder,
    baseCurrency: base,
  });
}
