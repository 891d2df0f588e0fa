// The change log as an Atom feed (RFC 4287): every tariff change and every correction, newest first, so a reader
// can follow them in a feed reader. Pure: the page passes the site's URL, and the feed's `updated` is the newest
// entry's date (never the build's clock), so the same data gives the same feed.
import { BRAND } from '../../config.ts';
import { TARIFF_CHANGES_FEED_PATH, TARIFF_CHANGES_PATH } from '../../data/routes.ts';
import { tPages } from '../../i18n/nl/pages.ts';
import { formatDate } from '../format.ts';
import type { TariffChange, TariffCorrection } from './changes.ts';

/** Text escaped for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An ISO date as an Atom date-time (midnight UTC: the data has days, not times). */
function atomDate(isoDate: string): string {
  return `${isoDate}T00:00:00Z`;
}

interface FeedEntry {
  readonly id: string;
  readonly title: string;
  readonly updated: string;
  readonly summary: string;
  readonly sourceUrl: string;
}

function changeEntry(change: TariffChange, page: string): FeedEntry {
  const broker = change.plan ? `${change.brokerName} (${change.plan})` : change.brokerName;
  return {
    id: `${page}#wijziging-${change.broker}-${change.planId}-${change.key}-${change.validFrom}`,
    title: tPages('changes.feed.change', { broker, what: change.what, old: change.old, new: change.new }),
    updated: change.validFrom,
    summary: tPages('changes.feed.changeSummary', {
      date: formatDate(change.validFrom),
      source: change.source.title,
      unconfirmed: change.confirmed ? '' : tPages('changes.feed.unconfirmed'),
    }),
    sourceUrl: change.source.url,
  };
}

function correctionEntry(correction: TariffCorrection, page: string): FeedEntry {
  return {
    id: `${page}#correctie-${correction.broker}-${correction.corrected}-${correction.keys.join('-')}`,
    title: tPages('changes.feed.correction', { broker: correction.brokerName }),
    updated: correction.corrected,
    summary: tPages('changes.feed.correctionSummary', {
      since: formatDate(correction.wrongSince),
      wrong: correction.wrong,
      now: correction.now,
      source: correction.source.title,
    }),
    sourceUrl: correction.source.url,
  };
}

/** The Atom feed of the change log: its changes and corrections, newest first, absolute URLs on `site`. */
export function changesFeed(
  changes: readonly TariffChange[],
  corrections: readonly TariffCorrection[],
  site: string | URL,
): string {
  const page = new URL(TARIFF_CHANGES_PATH, site).href;
  const self = new URL(TARIFF_CHANGES_FEED_PATH, site).href;
  const entries = [
    ...changes.map((change) => changeEntry(change, page)),
    ...corrections.map((correction) => correctionEntry(correction, page)),
  ].sort((a, b) => (a.updated === b.updated ? 0 : a.updated < b.updated ? 1 : -1));
  const updated = entries[0]?.updated ?? '1970-01-01';
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nl">',
    `  <title>${escapeXml(tPages('changes.feed.title'))}</title>`,
    `  <subtitle>${escapeXml(tPages('changes.feed.subtitle'))}</subtitle>`,
    `  <id>${escapeXml(self)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <author><name>${escapeXml(BRAND)}</name></author>`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <updated>${atomDate(entry.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
      `    <link rel="related" href="${escapeXml(entry.sourceUrl)}"/>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}
