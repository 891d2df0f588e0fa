// Content collections. Each collection is defined in its own module so that its loader, schema and
// tests stay together: guides (the long-form MDX articles), news (Contentful or local Markdown) and the notes
// under the tools.
import { guides } from './content/collections/guides';
import { news } from './content/collections/news';
import { notes } from './content/collections/notes';

export const collections = { guides, news, notes };
