// Spec §7 content service: fetching every news entry from Contentful's Content Delivery API with
// the real SDK (its retries on 429/5xx/connection errors stay on).
import { createClient, type ContentfulClientApi, type CreateClientParams } from 'contentful';
import {
  CONTENTFUL_DEFAULT_ENVIRONMENT,
  CONTENTFUL_RETRY_LIMIT,
  CONTENTFUL_TIMEOUT_MS,
  CONTENTFUL_TOTAL_DEADLINE_MS,
  ENTRIES_ORDER,
  ENTRIES_PAGE_LIMIT,
} from './constants';
import { contentTypeCandidates, detectContentType } from './contentType';
import type { EntryLike } from './mapping';

export interface ContentfulSettings {
  readonly space: string;
  readonly accessToken: string;
  readonly environment: string;
  /** Host (and port) of the API; 'cdn.contentful.com' unless set. */
  readonly host?: string | undefined;
  /** Plain HTTP (CONTENTFUL_HOST started with 'http://'). */
  readonly insecure: boolean;
}

/** Contentful settings from the environment, or null when Contentful is not configured. */
export function contentfulSettings(env: Readonly<Record<string, string | undefined>>): ContentfulSettings | null {
  const space = env['CONTENTFUL_SPACE_ID']?.trim();
  const accessToken = env['CONTENTFUL_ACCESS_TOKEN']?.trim();
  if (!space || !accessToken) return null;
  const rawHost = env['CONTENTFUL_HOST']?.trim() ?? '';
  const insecure = rawHost.startsWith('http://');
  const host = rawHost.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return {
    space,
    accessToken,
    environment: env['CONTENTFUL_ENVIRONMENT']?.trim() || CONTENTFUL_DEFAULT_ENVIRONMENT,
    host: host || undefined,
    insecure,
  };
}

/** Overrides for tests only; production uses the spec's 30 s timeout and 5 retries. */
export interface ClientTuning {
  readonly timeout?: number;
  readonly retryLimit?: number;
  readonly logHandler?: CreateClientParams['logHandler'];
}

export function createNewsClient(
  settings: ContentfulSettings,
  tuning: ClientTuning = {},
): ContentfulClientApi<undefined> {
  return createClient({
    space: settings.space,
    accessToken: settings.accessToken,
    environment: settings.environment,
    ...(settings.host ? { host: settings.host } : {}),
    insecure: settings.insecure,
    timeout: tuning.timeout ?? CONTENTFUL_TIMEOUT_MS,
    retryLimit: tuning.retryLimit ?? CONTENTFUL_RETRY_LIMIT,
    retryOnError: true,
    ...(tuning.logHandler ? { logHandler: tuning.logHandler } : {}),
  });
}

/** The error a failed fetch turns into: it names Contentful and the cause; the build fails. */
export class ContentfulNewsError extends Error {
  override readonly name = 'ContentfulNewsError';
}

/** A readable cause from an SDK error (its message is JSON with status, message, requestId). */
export function describeContentfulError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  try {
    const parsed = JSON.parse(error.message) as {
      status?: number;
      statusText?: string;
      message?: string;
      requestId?: string;
    };
    const parts = [
      parsed.status ? `HTTP ${parsed.status}${parsed.statusText ? ` ${parsed.statusText}` : ''}` : '',
      error.name && error.name !== 'Error' ? error.name : '',
      parsed.message ?? '',
      parsed.requestId ? `request id ${parsed.requestId}` : '',
    ].filter(Boolean);
    if (parts.length) return parts.join(': ');
  } catch {
    // Not a CDA error: a network error such as ECONNREFUSED or a timeout.
  }
  return [typeof code === 'string' ? code : '', error.message].filter(Boolean).join(': ');
}

function statusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const status = (JSON.parse(error.message) as { status?: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  } catch {
    return undefined;
  }
}

export interface FetchedNews {
  readonly contentType: string;
  readonly entries: EntryLike[];
}

interface FetchOptions {
  readonly deadlineMs?: number;
  readonly pageLimit?: number;
}

/**
 * Every entry of the news content type, newest first (`-sys.createdAt`, pages of 1000 via `skip`
 * until `total`). Detection: 'blogpost' or the first type whose name contains news/blog/article;
 * when that has no entries, news, article, post and blog are tried in order. Throws a
 * ContentfulNewsError when the API stays unreachable or rejects the token after the SDK's
 * retries, or when everything together takes longer than the deadline.
 */
export async function fetchAllNewsEntries(
  client: ContentfulClientApi<undefined>,
  settings: Pick<ContentfulSettings, 'space' | 'environment'> & { host?: string | undefined },
  options: FetchOptions = {},
): Promise<FetchedNews> {
  const deadline = options.deadlineMs ?? CONTENTFUL_TOTAL_DEADLINE_MS;
  const limit = options.pageLimit ?? ENTRIES_PAGE_LIMIT;
  const where = `space ${settings.space}, environment ${settings.environment}, host ${settings.host ?? 'cdn.contentful.com'}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ContentfulNewsError(
            `Contentful: loading the news took longer than ${Math.round(deadline / 1000)} s (${where}); the build stops so the previous site stays online.`,
          ),
        ),
      deadline,
    );
  });
  try {
    return await Promise.race([fetchAll(client, limit), timeout]);
  } catch (error) {
    if (error instanceof ContentfulNewsError) throw error;
    throw new ContentfulNewsError(
      `Contentful: could not load the news (${where}): ${describeContentfulError(error)}. The build stops so the previous site stays online.`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
}

async function fetchAll(client: ContentfulClientApi<undefined>, limit: number): Promise<FetchedNews> {
  const types = await client.getContentTypes();
  const detected = detectContentType(types.items.map((t) => ({ id: t.sys.id, name: t.name })));
  for (const contentType of contentTypeCandidates(detected)) {
    const entries = await fetchType(client, contentType, limit);
    if (entries.length > 0) return { contentType, entries };
  }
  return { contentType: detected, entries: [] };
}

async function fetchType(
  client: ContentfulClientApi<undefined>,
  contentType: string,
  limit: number,
): Promise<EntryLike[]> {
  const entries: EntryLike[] = [];
  for (let skip = 0; ;) {
    let page;
    try {
      page = await client.getEntries({ content_type: contentType, order: [ENTRIES_ORDER], limit, skip } as never);
    } catch (error) {
      // An unknown content type is a 400/404 for this candidate only: try the next one.
      const status = statusOf(error);
      if (skip === 0 && (status === 400 || status === 404)) return [];
      throw error;
    }
    entries.push(...(page.items as unknown as EntryLike[]));
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.total) return entries;
  }
}
