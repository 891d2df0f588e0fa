// /fondsen/<ISIN>.json: one fund's cost rates, fetched by the cost tool only when the reader picks that fund, so the
// tool's first load carries no fund list (README › Performance budgets).
import type { APIRoute, GetStaticPaths } from 'astro';
import { FUNDS } from '../../data/funds/index';
import { fundRates } from '../../lib/funds/list';

export const getStaticPaths = (() => FUNDS.map((fund) => ({ params: { isin: fund.isin } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const fund = FUNDS.find((f) => f.isin === params.isin)!;
  return new Response(JSON.stringify({ isin: fund.isin, name: fund.name, rates: fundRates(fund) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
