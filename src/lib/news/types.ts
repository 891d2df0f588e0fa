// The news item as the pages use it, before and after slugs are assigned.

export interface NewsImage {
  /** Absolute https URL (Contentful) — never protocol-relative. */
  readonly url: string;
  readonly alt: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

/** One article as mapped from its source, without a slug yet. */
export interface MappedNews {
  /** Source id: the Contentful entry id or the local file name. */
  readonly id: string;
  readonly title: string;
  /** The body as plain text (never HTML). */
  readonly text1: string;
  /** ISO date-time: the `date` field, else the creation time. */
  readonly date: string;
  /** ISO date-time the entry was created (orders the list and decides duplicate slugs). */
  readonly createdAt: string;
  /** ISO date-time of the last change. */
  readonly updatedAt: string;
  readonly category: string;
  readonly excerpt: string;
  readonly featuredImage?: NewsImage | undefined;
  /** Local articles: the image path relative to the Markdown file (resolved by astro:assets). */
  readonly image?: string | undefined;
  readonly imageAlt?: string | undefined;
  /** Preview builds only: this version of the article is not live (never published, or changed since). */
  readonly draft?: boolean | undefined;
}

export interface NewsItem extends MappedNews {
  readonly slug: string;
}
