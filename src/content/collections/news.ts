import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { newsLoader } from '../cms/loader';

// News: Contentful when CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set, else the
// local Markdown articles in src/content/news (or NEWS_LOCAL_DIR). Entry id = the article's slug.
export const news = defineCollection({
  loader: newsLoader(),
  // A static schema (not `({ image }) => …`): Astro would rebuild a function schema for every
  // entry, which costs seconds at 10,000 articles. Local images are resolved in src/content/cms/loader.ts.
  schema: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string().min(1),
    text1: z.string(),
    date: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    category: z.string(),
    excerpt: z.string(),
    featuredImage: z
      .object({
        url: z.url(),
        alt: z.string(),
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
      })
      .optional(),
    /** Local image, path from the project root (e.g. 'src/content/news/images/x.jpg'). */
    image: z.string().optional(),
    imageAlt: z.string().optional(),
    /** Preview builds: the article as shown is not published (Concept banner, noindex, not in feeds or search). */
    draft: z.boolean().optional(),
  }),
});
