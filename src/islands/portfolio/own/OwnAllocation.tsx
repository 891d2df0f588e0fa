// /portfolio/allocation for the reader's own portfolio: by instrument, currency, and region and asset class where the
// site's ETF list knows the ISIN (the rest is named as not in the list). Values are the priced holdings'.
import type { PortfolioView } from '../../../lib/portfolio/view';
import { formatMoney } from '../../../lib/portfolio/labels';
import { ownWord as w } from '../../../stores/ownPortfolio';
import CardSection from '../../ui/CardSection';
import ShareRow from '../ShareRow';

const GROUP_NAMES = (): Readonly<Record<string, string>> => ({
  unknown: w('own.allocation.unknown'),
  etf: w('own.allocation.etf'),
});

export default function OwnAllocation({ portfolio }: { portfolio: PortfolioView }) {
  const { allocation, totals } = portfolio;
  const groups = [
    { id: 'instrument', title: w('own.allocation.instrument'), parts: allocation.byInstrument },
    { id: 'currency', title: w('own.allocation.currency'), parts: allocation.byCurrency },
    { id: 'region', title: w('own.allocation.region'), parts: allocation.byRegion },
    { id: 'asset-class', title: w('own.allocation.assetClass'), parts: allocation.byAssetClass },
  ];
  return (
    <div data-testid="own-allocation">
      {totals.unpriced > 0 && (
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {w('own.unpriced', { count: totals.unpriced })}
        </p>
      )}
      {groups.map((group) => (
        <CardSection key={group.id} headingId={`own-allocation-${group.id}`} title={group.title}>
          <ul className="mt-4 space-y-3">
            {group.parts.map((part) => (
              <ShareRow
                key={part.name}
                name={GROUP_NAMES()[part.name] ?? part.name}
                percent={part.percentage}
                testId={`own-allocation-${group.id}-row`}
              >
                {part.percentage.toFixed(1)}% · {formatMoney(part.value)}
              </ShareRow>
            ))}
          </ul>
        </CardSection>
      ))}
    </div>
  );
}
