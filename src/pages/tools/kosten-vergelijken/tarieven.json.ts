// The tariffs as the cost tool's arithmetic reads them (src/lib/costs/compact.ts: figures and conditions, no words or
// sources), as a static file the tool fetches with its fee model once a profile other than the page's needs it (an
// edit, a shared link). Not in the page: a first visit that changes nothing does not download them (README ›
// Performance budgets). The open data with sources is /tarieven.json.
import type { APIRoute } from 'astro';
import { costToolBrokers } from '../../../lib/costs/ranking';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(costToolBrokers()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
