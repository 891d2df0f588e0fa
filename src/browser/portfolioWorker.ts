// Module worker of the reader's own portfolio, so neither the CSV readers nor the maths load on the page:
//   { file }: reads one export into records and prices (src/lib/portfolio/fromExports.ts), saying 'still working'
//     after each step, then answering with the outcome and its sentence (view.ts);
//   { build }: checks what IndexedDB held (src/lib/portfolio/stored.ts) and builds its portfolio (view.ts).
// It is terminated by src/browser/readPortfolio.ts after its answer.
import { decodeExport } from '../lib/brokerFiles/shared/encoding.ts';
import { MAX_EXPORT_BYTES } from '../lib/brokerFiles/shared/limits.ts';
import { isZip } from '../lib/brokerFiles/shared/xlsx.ts';
import { combineFiles } from '../lib/portfolio/combine.ts';
import { readPortfolioText, readPortfolioWorkbook, type PortfolioFileOutcome } from '../lib/portfolio/fromExports.ts';
import { readStoredPortfolio } from '../lib/portfolio/stored.ts';
import { fileMessage, portfolioView } from '../lib/portfolio/view.ts';
import { dayOfFile } from './fileDay.ts';

const progress = () => postMessage({ progress: true });

type Request = { readonly file: File } | { readonly build: unknown };

function read(file: File, bytes: Uint8Array): PortfolioFileOutcome {
  const named = { name: file.name, day: dayOfFile(file) };
  // An .xlsx is Saxo's report.
  if (isZip(bytes)) return readPortfolioWorkbook(bytes, named, progress);
  return readPortfolioText(decodeExport(bytes), named, progress);
}

addEventListener('message', (event: MessageEvent<Request>) => {
  const request = event.data;
  if ('build' in request) {
    const stored = readStoredPortfolio(request.build);
    if (!stored) {
      postMessage({ answer: { stored: undefined, portfolio: undefined } });
      return;
    }
    const { records, quotes } = combineFiles(stored.files);
    postMessage({ answer: { stored, portfolio: portfolioView(records, { exported: quotes, typed: stored.typed }) } });
    return;
  }
  const { file } = request;
  const answer = (outcome: PortfolioFileOutcome) =>
    postMessage({ answer: { outcome, message: fileMessage(file.name, outcome) } });
  // The size rules Mijn kosten applies, before any byte is read.
  if (file.size === 0) answer({ ok: false, problem: 'empty' });
  else if (file.size > MAX_EXPORT_BYTES) answer({ ok: false, problem: 'too-large' });
  else
    void file
      .arrayBuffer()
      .then((bytes): PortfolioFileOutcome => {
        progress();
        return read(file, new Uint8Array(bytes));
      })
      .catch((): PortfolioFileOutcome => ({ ok: false, problem: 'unreadable' }))
      .then(answer);
});
