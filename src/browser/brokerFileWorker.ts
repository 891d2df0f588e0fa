// Module worker: reads one chosen broker file off the main thread, for every tool (src/browser/readBrokerFile.ts
// sends it, and terminates the worker after its answer). The size rules first, before any byte is read; then a zip
// (recognised by its bytes, as every .xlsx is, whatever its name) goes to the workbook readers, whose caps
// (src/lib/brokerFiles/shared/xlsx.ts) end a zip bomb or a huge sheet with a message, and any other file is decoded
// (UTF-16 with a byte-order mark too) and read as text: both through the one front door into a ledger
// (src/lib/brokerFiles/read.ts). The answer is the view the page asked for, plain data. 'Still working' goes to the
// page after each step (its silence timer), and a file that cannot be read, or a reader that fails on it, is
// 'unreadable' at once rather than after the timer.
import { costOutcome } from '../lib/brokerFiles/derive/costs.ts';
import { portfolioOutcome } from '../lib/brokerFiles/derive/portfolio.ts';
import type { LedgerOutcome } from '../lib/brokerFiles/ledger.ts';
import { readBrokerText, readBrokerWorkbook, type ChosenFile } from '../lib/brokerFiles/read.ts';
import { decodeExport } from '../lib/brokerFiles/shared/encoding.ts';
import { fileSizeProblem } from '../lib/brokerFiles/shared/limits.ts';
import { isZip } from '../lib/brokerFiles/shared/xlsx.ts';
import { summarizeOutcome } from '../lib/exports/analyze.ts';
import { fileMessage } from '../lib/portfolio/view.ts';
import { fitText } from '../lib/sync/portfolioRules.ts';
import { dayOfFile } from './fileDay.ts';
import type { BrokerFileRequest, BrokerFileView, BrokerFileViews, WorkerMessage } from './readBrokerFile.ts';

const progress = () => postMessage({ progress: true } satisfies WorkerMessage<never>);

async function ledgerOf(file: File): Promise<LedgerOutcome> {
  const tooLarge = fileSizeProblem(file.size);
  if (tooLarge) return { ok: false, problem: tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  progress();
  const chosen: ChosenFile = { name: file.name, day: dayOfFile(file) };
  if (isZip(bytes)) return readBrokerWorkbook(bytes, chosen, progress);
  const text = decodeExport(bytes);
  progress();
  return readBrokerText(text, chosen, progress);
}

/** Each view of a file's ledger. */
const VIEWS: { readonly [V in BrokerFileView]: (ledger: LedgerOutcome, name: string) => BrokerFileViews[V] } = {
  summary: (ledger) => summarizeOutcome(costOutcome(ledger), progress),
  parsed: (ledger) => costOutcome(ledger),
  portfolio: (ledger, name) => {
    const outcome = portfolioOutcome(ledger, fitText(name));
    return { outcome, message: fileMessage(name, outcome) };
  },
};

/** Each view's answer for a file that could not be read at all. */
const unreadable = (view: BrokerFileView, name: string) => VIEWS[view]({ ok: false, problem: 'unreadable' }, name);

addEventListener('message', (event: MessageEvent<BrokerFileRequest>) => {
  const { file, view } = event.data;
  void ledgerOf(file)
    .then((ledger) => VIEWS[view](ledger, file.name))
    .catch(() => unreadable(view, file.name))
    .then((answer) => postMessage({ answer } satisfies WorkerMessage<typeof answer>));
});
