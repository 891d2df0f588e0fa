// `/rss.xml`: the newest 50 articles (never a preview build's drafts). @astrojs/rss escapes every text field (CMS
// text stays text).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getSortedNews } from '../data/news';
import { NEWS_INTRO, RSS_ITEM_COUNT, RSS_TITLE } from '../lib/news/constants';
import { requireSite } from '../lib/seo/site';

export const GET: APIRoute = async (context) => {
  const items = (await getSortedNews()).filter((item) => !item.draft).slice(0, RSS_ITEM_COUNT);
  return rss({
    title: RSS_TITLE,
    description: NEWS_INTRO,
    site: requireSite(context.site),
    // Article URLs have no trailing slash (build.format 'file', trailingSlash 'never').
    trailingSlash: false,
    customData: '<language>nl-nl</language>',
    items: items.map((item) => ({
      title: item.title,
      link: `/nieuws/${item.slug}`,
      pubDate: new Date(item.date),
      description: item.excerpt,
      ...(item.category ? { categories: [item.category] } : {}),
    })),
  });
};
