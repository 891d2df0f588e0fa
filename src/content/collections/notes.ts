import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * The explanations under the tools ('Zo rekent de calculator', 'Zo lees je de tabel', 'Zo rekenen we'): long-form
 * prose, written and edited like the guides rather than kept as UI text. One MDX file per tool under
 * src/content/notes, its id naming the tool (`calculator`). Labels and figures the text repeats from the tool (a
 * tile's name, the reference rate) are not written in it: the page passes them as props (`{props.final}`), so they
 * have one source. Rendered by src/components/tools/ToolNotes.astro.
 */
export const notes = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/notes' }),
  schema: z.object({}),
});
