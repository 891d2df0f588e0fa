// /overstappen.json: every provider's leaving costs (src/data/providers/leavingIndex.ts) with their sources and dates.
// The cost tool fetches it only when the reader says where they invest now, so its first load carries none of it.
import type { APIRoute } from 'astro';
import { LEAVING } from '../data/providers/leavingIndex';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify({ leaving: LEAVING })}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
