// /tarieven.json: the whole fee model as open data (tariff components, changes and corrections; no provider facts or
// profile texts), generated at build time from the provider homes (src/data/providers/).
import type { APIRoute } from 'astro';
import { openData } from '../lib/costs';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(openData(), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
