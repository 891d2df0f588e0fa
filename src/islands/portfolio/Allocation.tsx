// /portfolio/allocation (issue 7): allocation by sector and by holding (bars + tables), with the
// share of the largest position. Percentages use largest-remainder rounding (sum 100.0).
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { largestPosition } from '../../lib/portfolio/analytics';
import { formatPercent } from '../../lib/portfolio/format';
import { holdingAllocation, portfolioSummary } from '../../lib/portfolio/summary';
import type { SectorAllocation } from '../../lib/portfolio/types';
import { PortfolioPage, ShareBar, TD, TH, TableScroll, useMoney } from './shared';

const SUMMARY = portfolioSummary(SAMPLE_HOLDINGS);
const BY_HOLDING = holdingAllocation(SAMPLE_HOLDINGS);
const LARGEST = largestPosition(SAMPLE_HOLDINGS);
const NAMES = new Map(SAMPLE_HOLDINGS.map((h) => [h.symbol, h.name]));

export default function Allocation() {
  return (
    <PortfolioPage
      title="Portfolio Allocation"
      subtitle="How your portfolio is spread over sectors and positions"
      signedOut={{
        title: 'Please log in to view your allocation',
        text: 'Create an account or sign in to see how your investments are spread',
      }}
    >
      {() => <AllocationContent />}
    </PortfolioPage>
  );
}

function AllocationContent() {
  const money = useMoney();
  return (
    <>
      {LARGEST && (
        <section aria-label="Largest position" className="card mt-8">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Largest position</h2>
          <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white" data-testid="largest-position">
            {LARGEST.name} · {formatPercent(LARGEST.percentage, 1)} of your portfolio
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {money(LARGEST.value)} of {money(SUMMARY.totalValue)} in {NAMES.get(LARGEST.name)}.{' '}
            {LARGEST.percentage > 20
              ? 'More than a fifth of your money sits in one stock; consider whether that concentration suits you.'
              : 'No single stock makes up more than a fifth of your portfolio.'}
          </p>
        </section>
      )}
      <AllocationSection
        id="sector"
        title="By sector"
        column="Sector"
        rows={SUMMARY.sectorAllocation}
        total={SUMMARY.totalValue}
        money={money}
      />
      <AllocationSection
        id="holding"
        title="By holding"
        column="Stock"
        rows={BY_HOLDING}
        total={SUMMARY.totalValue}
        money={money}
        describe={(name) => NAMES.get(name)}
      />
    </>
  );
}

function AllocationSection({
  id,
  title,
  column,
  rows,
  total,
  money,
  describe,
}: {
  id: string;
  title: string;
  column: string;
  rows: readonly SectorAllocation[];
  total: number;
  money: (value: number) => string;
  describe?: (name: string) => string | undefined;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="card mt-8">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ul className="space-y-4" aria-label={`${title}: chart`}>
          {rows.map((r) => (
            <li key={r.name}>
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <span className="font-medium text-slate-900 dark:text-white">{r.name}</span>
                <span className="tabular-nums text-slate-700 dark:text-slate-300">
                  {formatPercent(r.percentage, 1)}
                </span>
              </div>
              <div className="mt-1">
                <ShareBar percent={r.percentage} />
              </div>
            </li>
          ))}
        </ul>
        <TableScroll label={`${title}: table`}>
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className={TH}>
                  {column}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Value
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Share
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map((r) => (
                <tr key={r.name} data-testid={`${id}-row`}>
                  <th scope="row" className={`${TD} text-left font-normal`}>
                    <span className="block font-semibold text-slate-900 dark:text-white">{r.name}</span>
                    {describe && <span className="block text-slate-600 dark:text-slate-300">{describe(r.name)}</span>}
                  </th>
                  <td className={`${TD} text-right tabular-nums`}>{money(r.value)}</td>
                  <td className={`${TD} text-right tabular-nums`} data-testid={`${id}-share`}>
                    {formatPercent(r.percentage, 1)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
              <tr>
                <th scope="row" className={`${TD} text-left`}>
                  Total
                </th>
                <td className={`${TD} text-right tabular-nums`}>{money(total)}</td>
                <td className={`${TD} text-right tabular-nums`}>
                  {formatPercent(rows.reduce((sum, r) => sum + Math.round(r.percentage * 10), 0) / 10, 1)}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}
