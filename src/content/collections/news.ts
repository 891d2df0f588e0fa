import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { newsLoader } from '../../lib/news/loader';

// News (issue 5): Contentful when CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set, else the
// local Markdown articles in src/content/news (or NEWS_LOCAL_DIR). Entry id = the article's slug.
export const news = defineCollection({
  loader: newsLoader(),
  schema: ({ image }) =>
    z.object({
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
      image: image().optional(),
      imageAlt: z.string().optional(),
    }),
});
