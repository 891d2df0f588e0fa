// /fondsen.json: the fund list as open data beside /tarieven.json, under the same licence: every fund's figures with
// their sources and dates, its domicile and cost rates, and the change log of fund figures.
import type { APIRoute } from 'astro';
import { OPEN_DATA_LICENCE } from '../lib/costs/changes';
import { fundsOpenData } from '../lib/funds/list';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify({ ...fundsOpenData(), licence: OPEN_DATA_LICENCE }, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
