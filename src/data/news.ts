// All news articles, newest first, read once per build (10,000 articles: list pages share it).
import { getCollection, type CollectionEntry } from 'astro:content';
import { compareNewestFirst } from '../lib/news/slug';

export type NewsData = CollectionEntry<'news'>['data'];

let cached: Promise<NewsData[]> | undefined;

export function getSortedNews(): Promise<NewsData[]> {
  cached ??= getCollection('news').then((entries) => entries.map((e) => e.data).sort(compareNewestFirst));
  return cached;
}
