import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { DESCRIPTION_MAX_LENGTH } from '../../config';

/** One step of a how-to guide (schema.org HowToStep: name and text). */
const howToStep = z.object({
  name: z.string().min(1),
  text: z.string().min(1),
});

/**
 * Long-form education articles (MDX) under src/content/guides. The id is the path without
 * `.mdx` and equals the route: `aandelen/wat-zijn-aandelen.mdx` is `/aandelen/wat-zijn-aandelen`.
 */
export const guides = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/guides' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(20).max(DESCRIPTION_MAX_LENGTH),
    /** Date the facts in the text were last checked; shown as 'Laatst bijgewerkt'. */
    updated: z.coerce.date(),
    /** First publication; defaults to `updated`. */
    published: z.coerce.date().optional(),
    keywords: z.array(z.string().min(1)).min(1),
    /** The order guides: the steps of the HowTo JSON-LD (totalTime defaults to PT30M). */
    howTo: z
      .object({
        steps: z.array(howToStep).min(2),
        totalTime: z
          .string()
          .regex(/^PT(\d+H)?(\d+M)?$/)
          .optional(),
      })
      .optional(),
  }),
});
