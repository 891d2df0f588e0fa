// 'Wat je betaalde': the fees in the files as a total and per calendar year, with the orders per
// year; dividends and dividend tax as extra lines when the files have them.
import { tMyCosts } from '../../../i18n/nl/myCosts';
import { ordersText } from '../../../lib/exports/messages';
import type { PaidSummary } from '../../../lib/exports/paid';
import { formatEuroCents, formatInteger, formatMoneyIn } from '../../../lib/format';

const cellClass = 'px-3 py-2 text-right';

/** '3 bedragen in GBP, waarvan £ 1,20 kosten': amounts in a currency not converted are named in it. */
function leftOutText(l: PaidSummary['leftOut'][number]): string {
  const values = { count: formatInteger(l.lines), currency: l.currency };
  if (l.fees !== 0) return tMyCosts('myCosts.paid.leftOutFees', { ...values, fees: formatMoneyIn(l.fees, l.currency) });
  return tMyCosts(l.lines === 1 ? 'myCosts.paid.leftOutOne' : 'myCosts.paid.leftOutMany', values);
}

export default function PaidSection({ paid, rate }: { readonly paid: PaidSummary; readonly rate: string }) {
  const hasDividends = paid.dividends !== 0 || paid.dividendTax !== 0;
  const hasExtras = hasDividends || paid.transactionTax !== 0;
  return (
    <section aria-labelledby="paid-title" className="card" data-paid>
      <h2 id="paid-title" className="text-xl font-bold text-slate-900 dark:text-white">
        {tMyCosts('myCosts.paid.title')}
      </h2>
      <p className="mt-2 text-lg">
        {tMyCosts('myCosts.paid.total')}{' '}
        <strong className="font-bold" data-paid-total>
          {formatEuroCents(paid.total)}
        </strong>{' '}
        {tMyCosts('myCosts.paid.over', { orders: ordersText(paid.orders) })}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm tabular-nums" data-paid-years>
          <caption className="sr-only">{tMyCosts('myCosts.paid.caption')}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300 bg-slate-50 text-left dark:border-slate-600 dark:bg-slate-800">
              <th scope="col" className="px-3 py-2 font-semibold">
                {tMyCosts('myCosts.paid.year')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.paid.orders')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.paid.transaction')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.paid.conversion')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.paid.connectivity')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.paid.fees')}
              </th>
            </tr>
          </thead>
          <tbody>
            {paid.years.map((year) => (
              <tr key={year.year} className="border-b border-slate-200 dark:border-slate-700" data-year={year.year}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {year.year}
                </th>
                <td className={cellClass}>{formatInteger(year.orders)}</td>
                <td className={cellClass}>{formatEuroCents(year.transaction)}</td>
                <td className={cellClass}>{formatEuroCents(year.conversion)}</td>
                <td className={cellClass}>{formatEuroCents(year.connectivity)}</td>
                <td className={`${cellClass} font-semibold`}>{formatEuroCents(year.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasExtras && (
        <dl className="mt-4 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4" data-dividends>
          {hasDividends && (
            <>
              <dt className="font-medium">{tMyCosts('myCosts.paid.dividends')}</dt>
              <dd className="tabular-nums">{formatEuroCents(paid.dividends)}</dd>
              <dt className="font-medium">{tMyCosts('myCosts.paid.dividendTax')}</dt>
              <dd className="tabular-nums">{formatEuroCents(paid.dividendTax)}</dd>
            </>
          )}
          {paid.transactionTax !== 0 && (
            <>
              <dt className="font-medium">{tMyCosts('myCosts.paid.transactionTax')}</dt>
              <dd className="tabular-nums" data-transaction-tax>
                {formatEuroCents(paid.transactionTax)}
              </dd>
            </>
          )}
        </dl>
      )}
      {paid.convertedUsd && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {tMyCosts('myCosts.paid.convertedUsd', { rate })}
        </p>
      )}
      {paid.leftOut.length > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-left-out>
          {tMyCosts('myCosts.paid.leftOut', {
            amounts: paid.leftOut.map((l) => leftOutText(l)).join(', '),
          })}
        </p>
      )}
    </section>
  );
}
