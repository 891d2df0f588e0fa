// /tarieven/wijzigingen.xml: the change log as an Atom feed, generated at build time from the provider homes.
import type { APIRoute } from 'astro';
import { tariffChanges, tariffCorrections } from '../../lib/costs';
import { changesFeed } from '../../lib/costs/feed';
import { requireSite } from '../../lib/seo/site';

export const GET: APIRoute = (context) =>
  new Response(changesFeed(tariffChanges(), tariffCorrections(), requireSite(context.site)), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
