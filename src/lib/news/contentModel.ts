// The news as the content model has it (src/lib/news/model.ts, generated from the migrations): the content type,
// its field ids and the categories editors may choose. The loader, the mapping and `npm run cms:setup -- --seed`
// read the fields through these, so a field renamed in a migration fails the type check until they follow.
import { CONTENT_MODEL } from './model.ts';

/** The content type cms/migrations/0001-news-article.cjs creates; the loader tries it before any detection. */
export const NEWS_CONTENT_TYPE = 'newsArticle' satisfies keyof typeof CONTENT_MODEL;
export const NEWS_MODEL = CONTENT_MODEL[NEWS_CONTENT_TYPE];
export type NewsFieldId = keyof typeof NEWS_MODEL.fields;
/** The fields of a news entry, in the model's order. */
export const NEWS_FIELDS = Object.keys(NEWS_MODEL.fields) as readonly NewsFieldId[];
/** The fields a news entry cannot be published without (title and body). */
export const NEWS_REQUIRED_FIELDS: readonly NewsFieldId[] = NEWS_FIELDS.filter((id) => NEWS_MODEL.fields[id].required);
/** The category filters, in order: the values the model allows. */
export const NEWS_CATEGORIES = NEWS_MODEL.fields.category.in;
