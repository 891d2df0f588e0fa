// /tarieven.json: the whole fee model as open data, generated at build time from src/data/tariffs.
import type { APIRoute } from 'astro';
import { openData } from '../lib/costs';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(openData(), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
