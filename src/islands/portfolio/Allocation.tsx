// /portfolio/allocation: the reader's own allocation once they have chosen their exports (own/OwnAllocation.tsx); until
// then the sample's allocation by sector and by holding (bars + tables), marked 'Demo', with the share of the largest
// position. Percentages use largest-remainder rounding (sum 100.0).
import { tAllocation } from '../../i18n/en/allocation';
import { tPortfolio } from '../../i18n/en/portfolio';
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { largestPosition } from '../../lib/portfolio/analytics';
import { formatPercent } from '../../lib/portfolio/format';
import { holdingAllocation, portfolioSummary } from '../../lib/portfolio/summary';
import type { SectorAllocation } from '../../lib/portfolio/types';
import CardSection from '../ui/CardSection';
import DataTable from '../ui/DataTable';
import StatCard, { MUTED_TEXT } from '../ui/StatCard';
import StockCell from '../ui/StockCell';
import { NUM_TD } from '../ui/tableLook';
import ShareRow from './ShareRow';
import { PortfolioPage, useMoney } from './shared';
import OwnOrDemo from './own/OwnOrDemo';
import OwnAllocation from './own/OwnAllocation';

const SUMMARY = portfolioSummary(SAMPLE_HOLDINGS);
const BY_HOLDING = holdingAllocation(SAMPLE_HOLDINGS);
const LARGEST = largestPosition(SAMPLE_HOLDINGS);
const NAMES = new Map(SAMPLE_HOLDINGS.map((h) => [h.symbol, h.name]));

export default function Allocation() {
  return (
    <PortfolioPage
      title={tAllocation('allocation.title')}
      subtitle={tAllocation('allocation.subtitle')}
      signedOut={{ title: tAllocation('allocation.signedOut.title'), text: tAllocation('allocation.signedOut.text') }}
    >
      {() => (
        <OwnOrDemo own={(portfolio) => <OwnAllocation portfolio={portfolio} />} demo={() => <AllocationContent />} />
      )}
    </PortfolioPage>
  );
}

function AllocationContent() {
  const money = useMoney();
  return (
    <>
      {LARGEST && (
        <section aria-label={tAllocation('allocation.largest')} className="mt-8">
          <StatCard
            label={tAllocation('allocation.largest')}
            value={tAllocation('allocation.largestValue', {
              name: LARGEST.name,
              percent: formatPercent(LARGEST.percentage, 1),
            })}
            valueTestId="largest-position"
            note={
              <>
                {tAllocation('allocation.largestNote', {
                  value: money(LARGEST.value),
                  total: money(SUMMARY.totalValue),
                  company: NAMES.get(LARGEST.name) ?? '',
                })}{' '}
                {tAllocation(LARGEST.percentage > 20 ? 'allocation.concentrated' : 'allocation.spread')}
              </>
            }
            noteClassName={MUTED_TEXT}
          />
        </section>
      )}
      <AllocationSection
        id="sector"
        title={tAllocation('allocation.bySector')}
        column={tPortfolio('portfolio.sector')}
        rows={SUMMARY.sectorAllocation}
        total={SUMMARY.totalValue}
        money={money}
      />
      <AllocationSection
        id="holding"
        title={tAllocation('allocation.byHolding')}
        column={tPortfolio('portfolio.stock')}
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
    <CardSection headingId={`${id}-title`} title={title}>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ul className="space-y-4" aria-label={tAllocation('allocation.chart', { title })}>
          {rows.map((r) => (
            <ShareRow key={r.name} name={r.name} percent={r.percentage} numeric>
              {formatPercent(r.percentage, 1)}
            </ShareRow>
          ))}
        </ul>
        <DataTable
          label={tAllocation('allocation.table', { title })}
          columns={[
            { label: column },
            { label: tAllocation('allocation.value'), numeric: true },
            { label: tAllocation('allocation.share'), numeric: true },
          ]}
          totals={{
            label: tPortfolio('portfolio.total'),
            cells: (
              <>
                <td className={NUM_TD}>{money(total)}</td>
                <td className={NUM_TD}>
                  {formatPercent(rows.reduce((sum, r) => sum + Math.round(r.percentage * 10), 0) / 10, 1)}
                </td>
              </>
            ),
          }}
        >
          {rows.map((r) => (
            <tr key={r.name} data-testid={`${id}-row`}>
              <StockCell symbol={r.name} name={describe?.(r.name)} />
              <td className={NUM_TD}>{money(r.value)}</td>
              <td className={NUM_TD} data-testid={`${id}-share`}>
                {formatPercent(r.percentage, 1)}
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
    </CardSection>
  );
}
