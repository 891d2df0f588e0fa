// JSON-LD builders (schema.org via schema-dts types) and a serialiser safe inside <script>.
import type { Article, BreadcrumbList, FAQPage, HowTo, Organization, WebApplication, WithContext } from 'schema-dts';
import { BRAND, HOWTO_DEFAULT_TOTAL_TIME } from '../../config';
import type { Crumb } from '../breadcrumbs';

/**
 * JSON for an inline <script type="application/ld+json">. `<`, `>` and `&` become unicode
 * escapes so no CMS text can close the element or open a comment; U+2028/2029 are escaped
 * because some parsers treat them as line ends.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(pathOrUrl: string, site: string | URL): string {
  return new URL(pathOrUrl, site).href;
}

export function organization(site: string | URL): Organization {
  return { '@type': 'Organization', name: BRAND, url: absoluteUrl('/', site) };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: string | URL): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.url, site),
    })),
  };
}

export interface QuestionAnswer {
  readonly question: string;
  readonly answer: string;
}

export function faqJsonLd(items: readonly QuestionAnswer[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ArticleInput {
  readonly headline: string;
  readonly description: string;
  readonly url: string;
  readonly datePublished: string;
  readonly dateModified?: string;
  readonly image?: string;
  readonly section?: string;
}

export function articleJsonLd(input: ArticleInput, site: string | URL): WithContext<Article> {
  const org = organization(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: absoluteUrl(input.url, site),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    ...(input.image ? { image: absoluteUrl(input.image, site) } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    inLanguage: 'nl-NL',
    author: org,
    publisher: org,
  };
}

export interface HowToInput {
  readonly name: string;
  readonly description: string;
  readonly steps: readonly { name: string; text: string }[];
  readonly totalTime?: string;
}

export function howToJsonLd(input: HowToInput): WithContext<HowTo> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: input.name,
    description: input.description,
    totalTime: input.totalTime ?? HOWTO_DEFAULT_TOTAL_TIME,
    step: input.steps.map((step, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: step.name,
      text: step.text,
    })),
  };
}

/** A free tool of the site as a schema.org WebApplication (the tool pages under /tools): its name and path. */
export function webApplicationJsonLd(
  tool: { readonly name: string; readonly path: string },
  site: string | URL,
): WithContext<WebApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: tool.name,
    url: absoluteUrl(tool.path, site),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Alle (webbrowser)',
    inLanguage: 'nl-NL',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR' },
    publisher: organization(site),
  };
}
