// Content collections. Each collection is defined in its own module so that its loader, schema and
// tests stay together: guides (the long-form MDX articles) and news (Contentful or local Markdown).
import { guides } from './content/collections/guides';
import { news } from './content/collections/news';

export const collections = { guides, news };
