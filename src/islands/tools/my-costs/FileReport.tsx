// Per chosen file: what was read, or why it could not be read (with the supported exports when the
// file is not recognised, and the line numbers of rows that were left out).
import { tMyCosts } from '../../../i18n/nl/myCosts';
import { SUPPORTED_EXPORTS } from '../../../lib/exports/supported';
import {
  costUnknownText,
  optionOrdersText,
  problemText,
  readAsText,
  skippedLinesText,
  tradesElsewhereText,
} from '../../../lib/exports/messages';
import type { SummaryOutcome } from '../../../lib/exports/analyze';

export interface FileResult {
  readonly name: string;
  /** What the page shows of the file: its details and summary (its orders stay in the worker that read it). */
  readonly outcome: SummaryOutcome;
}

export function SupportedExports() {
  return (
    <ul className="mt-2 list-disc pl-6">
      {SUPPORTED_EXPORTS.map((e) => (
        <li key={e.format}>{e.label}</li>
      ))}
    </ul>
  );
}

export default function FileReport({ files }: { readonly files: readonly FileResult[] }) {
  return (
    <ul className="space-y-3" data-file-report>
      {files.map((file, index) => {
        const { outcome } = file;
        if (!outcome.ok) {
          return (
            <li
              key={`${file.name}-${index}`}
              className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-slate-900 dark:text-red-200"
              data-file-problem={outcome.problem}
            >
              <p>
                <strong className="font-semibold">{file.name}</strong>: {problemText(outcome.problem)}
                {outcome.problem === 'unknown' ? `. ${tMyCosts('myCosts.file.supported')}` : ''}
              </p>
              {outcome.problem === 'unknown' && <SupportedExports />}
            </li>
          );
        }
        const { details } = outcome;
        return (
          <li
            key={`${file.name}-${index}`}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            data-file-read={details.format}
          >
            <p>
              <strong className="font-semibold">{file.name}</strong>: <span data-read-as>{readAsText(details)}</span>.
            </p>
            {tradesElsewhereText(details) && (
              <p className="mt-1" data-trades-elsewhere>
                {tradesElsewhereText(details)}
              </p>
            )}
            {costUnknownText(details) && (
              <p className="mt-1" data-cost-unknown>
                {costUnknownText(details)}
              </p>
            )}
            {optionOrdersText(details) && (
              <p className="mt-1" data-option-orders>
                {optionOrdersText(details)}
              </p>
            )}
            {details.skippedLines.length > 0 && (
              <p className="mt-1 font-medium text-red-800 dark:text-red-300" data-skipped-lines>
                {skippedLinesText(details.skippedLines)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
