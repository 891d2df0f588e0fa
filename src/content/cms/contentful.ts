// Fetching every news entry from Contentful's Content Delivery API with
// the real SDK (its retries on 429/5xx/connection errors stay on).
import { createClient, type ContentfulClientApi, type CreateClientParams } from 'contentful';
import type { ContentfulSettings } from '../../environment.mjs';
import {
  CONTENTFUL_RETRY_LIMIT,
  CONTENTFUL_TIMEOUT_MS,
  CONTENTFUL_TOTAL_DEADLINE_MS,
  ENTRIES_ORDER,
  ENTRIES_PAGE_LIMIT,
} from '../../lib/news/constants';
import { contentTypeCandidates, detectContentType } from '../../lib/news/contentType';
import type { EntryLike } from '../../lib/news/mapping';

export type { ContentfulSettings };

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

/** The CDA error an SDK error carries in its message (JSON: status, message, details). */
interface CdaError {
  readonly status?: number;
  readonly message?: string;
  readonly details?: { readonly errors?: readonly { readonly name?: string }[] };
}

function cdaErrorOf(error: unknown): CdaError {
  if (!(error instanceof Error)) return {};
  try {
    const parsed: unknown = JSON.parse(error.message);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** A 400 whose details name the content type as unknown (a candidate that does not exist). */
export function isUnknownContentType(error: unknown): boolean {
  const cda = cdaErrorOf(error);
  return cda.status === 400 && (cda.details?.errors ?? []).some((e) => e.name === 'unknownContentType');
}

/** Contentful's limit on one response's size (7 MB): too many rich entries in one page. */
export function isResponseTooLarge(error: unknown): boolean {
  const cda = cdaErrorOf(error);
  return cda.status === 400 && /response size too big/i.test(cda.message ?? '');
}

export interface FetchedNews {
  readonly contentType: string;
  readonly entries: EntryLike[];
  /** Field ids of that content type, when Contentful listed it. */
  readonly fields?: readonly string[] | undefined;
}

interface FetchOptions {
  readonly deadlineMs?: number;
  readonly pageLimit?: number;
}

/**
 * Every entry of the news content type, newest first (`-sys.createdAt,sys.id`, pages of 1000 via
 * `skip` until `total`; halved while Contentful answers that a page is too large). The model's content type
 * (NEWS_CONTENT_TYPE) when the space has it, else detection (detectContentType); when that type has no entries or
 * does not exist, news, article, post and blog are tried in order. Throws a
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
  const types = (await client.getContentTypes()).items.map((t) => ({
    id: t.sys.id,
    name: t.name,
    fields: (t.fields ?? []).map((f) => f.id),
  }));
  const fieldsOf = (id: string) => types.find((t) => t.id === id)?.fields;
  const detected = detectContentType(types);
  for (const contentType of contentTypeCandidates(detected, types)) {
    const entries = await fetchType(client, contentType, limit);
    if (entries.length > 0) return { contentType, entries, fields: fieldsOf(contentType) };
  }
  return { contentType: detected, entries: [], fields: fieldsOf(detected) };
}

async function fetchType(
  client: ContentfulClientApi<undefined>,
  contentType: string,
  pageLimit: number,
): Promise<EntryLike[]> {
  const entries: EntryLike[] = [];
  let limit = pageLimit;
  for (let skip = 0; ;) {
    let page;
    try {
      page = await client.getEntries({ content_type: contentType, order: [...ENTRIES_ORDER], limit, skip } as never);
    } catch (error) {
      // A content type that does not exist only rules out this candidate; any other 400 (a bad
      // query, a space that changed) fails the build like every other error.
      if (skip === 0 && isUnknownContentType(error)) return [];
      // Long rich-text entries can exceed the response size limit: the same page again, smaller.
      if (isResponseTooLarge(error) && limit > 1) {
        limit = Math.max(1, Math.floor(limit / 2));
        continue;
      }
      throw error;
    }
    entries.push(...(page.items as unknown as EntryLike[]));
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.total) return entries;
  }
}
