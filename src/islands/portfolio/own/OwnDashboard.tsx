// The reader's own portfolio on the dashboard, built from the exports kept on this device: summary, returns (each
// with its method and a one-line explanation), holdings with each price's source in its own cell, a typed price,
// dividends and tax, fees and deposits per year, and what the files left unclear. Allocation, the transaction history
// and each holding's result are on their own screens (linked at the end: OwnAllocation, OwnHistory, OwnAnalytics).
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { HoldingView as OwnHolding, PortfolioView as OwnPortfolio } from '../../../lib/portfolio/view';
import type { FeeCategory } from '../../../lib/portfolio/income';
import { formatMoney, formatRate, formatShares, formatSignedMoney } from '../../../lib/portfolio/labels';
import { todayIso } from '../../../lib/portfolio/format';
import { ownWord as w, typePrice } from '../../../stores/ownPortfolio';
import CardSection from '../../ui/CardSection';
import ReturnFigures from './ReturnFigures';
import TextTable from './TextTable';
import DataTable, { type Column } from '../../ui/DataTable';
import StatCard from '../../ui/StatCard';
import { NUM_TD, TD } from '../../ui/tableLook';
import { TREND_WORDS, trendClass } from '../shared';

type Method = 'fifo' | 'average';

const MY_COSTS = '/tools/mijn-kosten';

const METHOD_NAMES = (): Readonly<Record<Method, string>> => ({
  fifo: w('own.method.fifo'),
  average: w('own.method.average'),
});

const FEE_NAMES = (): Readonly<Record<FeeCategory, string>> => ({
  transaction: w('own.fee.transaction'),
  conversion: w('own.fee.conversion'),
  connectivity: w('own.fee.connectivity'),
  'transaction-tax': w('own.fee.transaction-tax'),
  other: w('own.fee.other'),
});

const HOLDING_COLUMNS = (): readonly Column[] => [
  { label: w('own.col.instrument') },
  { label: w('own.col.shares'), numeric: true },
  { label: w('own.col.avgPrice'), numeric: true },
  { label: w('own.col.cost'), numeric: true },
  { label: w('own.col.price'), numeric: true },
  { label: w('own.col.priceSource') },
  { label: w('own.col.value'), numeric: true },
  { label: w('own.col.unrealised'), numeric: true },
  { label: w('own.col.irr'), numeric: true },
  { label: w('own.col.costsElsewhere') },
];

function Summary({ portfolio, method }: { portfolio: OwnPortfolio; method: Method }) {
  const t = portfolio.totals;
  const cost = method === 'fifo' ? t.costBasisFifo : t.costBasisAverage;
  const unrealised = method === 'fifo' ? t.unrealisedFifo : t.unrealisedAverage;
  const realised = method === 'fifo' ? t.realisedFifo : t.realisedAverage;
  const methodName = METHOD_NAMES()[method];
  return (
    <section aria-label={w('own.summary')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label={w('own.value')}
        value={formatMoney(t.valueEur)}
        valueTestId="own-value"
        note={t.unpriced > 0 ? w('own.unpriced', { count: t.unpriced }) : w('own.valueNote')}
      />
      <StatCard
        label={w('own.cost')}
        value={formatMoney(cost)}
        valueTestId="own-cost"
        note={w('own.costNote', { method: methodName })}
      />
      <StatCard
        label={w('own.unrealised')}
        value={formatSignedMoney(unrealised)}
        trend={{ value: unrealised, words: TREND_WORDS }}
        valueTestId="own-unrealised"
      />
      <StatCard
        label={w('own.realised')}
        value={formatSignedMoney(realised)}
        trend={{ value: realised, words: TREND_WORDS }}
        valueTestId="own-realised"
        note={w('own.realisedNote', { method: methodName })}
      />
      <StatCard
        label={w('own.dividends')}
        value={formatMoney(t.dividendsEur - t.withheldEur)}
        valueTestId="own-dividends"
        note={w('own.dividendsNote', { gross: formatMoney(t.dividendsEur), withheld: formatMoney(t.withheldEur) })}
      />
      <StatCard
        label={w('own.fees')}
        value={formatMoney(t.feesEur)}
        valueTestId="own-fees"
        note={
          <a className="underline" href={MY_COSTS}>
            {w('own.feesCompareLink')}
          </a>
        }
      />
    </section>
  );
}

function Returns({ portfolio }: { portfolio: OwnPortfolio }) {
  return (
    <CardSection headingId="own-returns-title" title={w('own.returns')}>
      <dl className="mt-4 grid gap-6 md:grid-cols-2">
        <ReturnFigures portfolio={portfolio} inList />
      </dl>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{w('own.dailyChange')}</p>
    </CardSection>
  );
}

function HoldingRow({ holding, method }: { holding: OwnHolding; method: Method }) {
  const cost = method === 'fifo' ? holding.fifo.costBasis : holding.average.costBasis;
  const average = method === 'fifo' ? holding.averagePriceFifo : holding.averagePriceAverage;
  const unrealised = method === 'fifo' ? holding.unrealisedFifo : holding.unrealisedAverage;
  return (
    <tr data-testid="own-holding" data-isin={holding.isin ?? ''}>
      <td className={TD}>
        <span className="block font-semibold text-slate-900 dark:text-white">{holding.name}</span>
        <span className="block font-mono text-xs text-slate-600 dark:text-slate-300">{holding.isin}</span>
      </td>
      <td className={NUM_TD} data-testid="own-shares">
        {formatShares(holding.quantity)}
      </td>
      <td className={NUM_TD}>{formatMoney(average)}</td>
      <td className={NUM_TD} data-testid="own-holding-cost">
        {formatMoney(cost)}
      </td>
      <td className={NUM_TD} data-testid="own-price">
        {holding.price ? formatMoney(holding.price.price, holding.price.currency) : '–'}
      </td>
      <td className={`${TD} text-sm text-slate-700 dark:text-slate-300`} data-testid="price-source">
        {holding.priceText}
      </td>
      <td className={NUM_TD} data-testid="own-market-value">
        {holding.valueEur === null ? '–' : formatMoney(holding.valueEur)}
      </td>
      <td className={`${NUM_TD} ${unrealised === null ? '' : trendClass(unrealised)}`}>
        {unrealised === null ? '–' : formatSignedMoney(unrealised)}
      </td>
      <td className={NUM_TD}>{holding.irr === null ? '–' : formatRate(holding.irr)}</td>
      <td className={TD}>
        <a className="text-sm underline" href={MY_COSTS}>
          {w('own.compareCosts')}
        </a>
      </td>
    </tr>
  );
}

const LABEL = 'text-sm font-medium text-slate-900 dark:text-white';
const BOX = 'rounded-lg border border-slate-400 bg-white px-2 py-1.5 dark:border-slate-500 dark:bg-slate-900';

/** A labelled control of this screen: a select when given its options, else a text box for a decimal number. */
function Control({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Placed before the label's own classes. */
  className?: string;
  children?: ReactNode;
}) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.currentTarget.value);
  return (
    <label className={className ? `${className} ${LABEL}` : LABEL}>
      {label}
      {children ? (
        <select className={`mt-1 block ${BOX}`} value={value} onChange={change}>
          {children}
        </select>
      ) : (
        <input inputMode="decimal" className={`mt-1 block w-32 ${BOX}`} value={value} onChange={change} />
      )}
    </label>
  );
}

function TypePrice({ holdings }: { holdings: readonly OwnHolding[] }) {
  const [isin, setIsin] = useState(holdings[0]?.isin ?? '');
  const [price, setPrice] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(price.replace(',', '.'));
    if (!isin || !(value > 0)) return;
    void typePrice(isin, value, todayIso()).then(() => setPrice(''));
  };
  const priced = holdings.filter((holding) => holding.isin);
  if (priced.length === 0) return null;
  return (
    <form onSubmit={onSubmit} className="mt-6 flex flex-wrap items-end gap-3" aria-labelledby="own-type-price">
      <h3 id="own-type-price" className="w-full font-semibold text-slate-900 dark:text-white">
        {w('own.typePrice.title')}
      </h3>
      <Control label={w('own.typePrice.instrument')} value={isin} onChange={setIsin}>
        {priced.map((holding) => (
          <option key={holding.key} value={holding.isin ?? ''}>
            {holding.name}
          </option>
        ))}
      </Control>
      <Control label={w('own.typePrice.price')} value={price} onChange={setPrice} />
      <button type="submit" className="btn-secondary">
        {w('own.typePrice.submit')}
      </button>
      <p className="w-full text-sm text-slate-700 dark:text-slate-300">{w('own.typePrice.note')}</p>
    </form>
  );
}

function Holdings({ portfolio, method }: { portfolio: OwnPortfolio; method: Method }) {
  return (
    <CardSection headingId="own-holdings-title" title={w('own.holdings')}>
      <div className="mt-4">
        <DataTable label={w('own.holdingsTable')} columns={HOLDING_COLUMNS()}>
          {portfolio.holdings.map((holding) => (
            <HoldingRow key={holding.key} holding={holding} method={method} />
          ))}
        </DataTable>
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {w('own.irr.name')}: {w('own.irr.explain')}
      </p>
      <TypePrice holdings={portfolio.holdings} />
    </CardSection>
  );
}

const YEAR = (): readonly [string, boolean] => [w('own.col.year'), false];

function MoneyByYear({ portfolio }: { portfolio: OwnPortfolio }) {
  return (
    <>
      <CardSection headingId="own-dividends-title" title={w('own.dividendsByYear')}>
        <TextTable
          label={w('own.dividendsTable')}
          testId="own-dividend-row"
          columns={[
            YEAR(),
            [w('own.col.currency'), false],
            [w('own.col.gross'), true],
            [w('own.col.withheld'), true],
            [w('own.col.net'), true],
            [w('own.col.inEuros'), true],
          ]}
          rows={portfolio.dividends.map((row) => [
            String(row.year),
            row.currency,
            formatMoney(row.gross, row.currency),
            formatMoney(row.withheld, row.currency),
            formatMoney(row.net, row.currency),
            row.grossEur === null || row.withheldEur === null
              ? w('own.noEuro')
              : `${formatMoney(row.grossEur)} / ${formatMoney(row.withheldEur)}`,
          ])}
        />
      </CardSection>

      <CardSection headingId="own-fees-title" title={w('own.fees')}>
        <TextTable
          label={w('own.feesTable')}
          testId="own-fee-row"
          columns={[YEAR(), [w('own.col.kind'), false], [w('own.col.amount'), true]]}
          rows={portfolio.fees.map((row) => [String(row.year), FEE_NAMES()[row.kind], formatMoney(row.amount)])}
        />
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {w('own.feesCompare')}{' '}
          <a className="font-semibold underline" href={MY_COSTS}>
            {w('own.feesCompareLink')}
          </a>
        </p>
      </CardSection>

      <CardSection headingId="own-cash-title" title={w('own.cash')}>
        {portfolio.cash.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{w('own.noCash')}</p>
        ) : (
          <TextTable
            label={w('own.cashTable')}
            testId="own-cash-row"
            columns={[YEAR(), [w('own.col.deposits'), true], [w('own.col.withdrawals'), true]]}
            rows={portfolio.cash.map((row) => [
              String(row.year),
              formatMoney(row.deposits),
              formatMoney(row.withdrawals),
            ])}
          />
        )}
      </CardSection>
    </>
  );
}

const SCREENS = [
  ['/portfolio/allocation', 'own.allocation'],
  ['/portfolio/history', 'own.history'],
  ['/portfolio/analytics', 'own.returns'],
] as const;

function MoreScreens() {
  return (
    <nav aria-labelledby="own-more-title" className="mt-8 text-sm text-slate-700 dark:text-slate-300">
      <h2 id="own-more-title" className="inline font-semibold text-slate-900 dark:text-white">
        {w('own.moreScreens')}
      </h2>{' '}
      {SCREENS.map(([href, key], index) => (
        <span key={href}>
          {index > 0 && ' · '}
          <a className="font-semibold underline" href={href}>
            {w(key)}
          </a>
        </span>
      ))}
    </nav>
  );
}

/** `portfolio` is built in the worker (src/stores/ownPortfolio.ts): the page carries no maths. */
export default function OwnDashboard({ portfolio }: { portfolio: OwnPortfolio }) {
  const [method, setMethod] = useState<Method>('fifo');
  return (
    <div data-testid="own-portfolio">
      {portfolio.problemTexts.length > 0 && (
        <section
          aria-labelledby="own-problems-title"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <h2 id="own-problems-title" className="font-bold">
            {w('own.problems')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="own-problems">
            {portfolio.problemTexts.slice(0, 20).map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </section>
      )}
      <Control
        className="mt-6 inline-block"
        label={w('own.method')}
        value={method}
        onChange={(value) => setMethod(value === 'average' ? 'average' : 'fifo')}
      >
        <option value="fifo">{METHOD_NAMES().fifo}</option>
        <option value="average">{METHOD_NAMES().average}</option>
      </Control>
      <Summary portfolio={portfolio} method={method} />
      <Returns portfolio={portfolio} />
      <Holdings portfolio={portfolio} method={method} />
      <MoneyByYear portfolio={portfolio} />
      <MoreScreens />
    </div>
  );
}
