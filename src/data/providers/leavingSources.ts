// What the homes' `leaving` exports share: DACSI's page on the switching service of the Dutch banks and DEGIRO, the
// day the leaving costs were checked, and the words for a fee we found in no tariff we could read.
import type { LeavingReading } from './leaving.ts';
import type { FeeSource } from './types.ts';

/** DACSI's page: the participants of the 'Overboekservice Effecten' (requested at the new bank, at most ten days). */
export const DACSI: FeeSource = {
  title: 'DACSI – Overboekservice Effecten',
  url: 'https://dacsi.nl/market-practices.html?id=39',
};

/** The day the twelve homes' leaving costs were checked. */
export const LEAVING_CHECKED = '2026-11-28';

/** A fee the provider's tariff we could read does not state: `fee: null`, shown as 'niet gepubliceerd'. */
export const NOT_IN_TARIFF =
  'in het tarievenoverzicht dat we konden lezen staat geen bedrag voor het overboeken van effecten';

/** A fact read on a page that carries no date of effect: the day of the check stands in. */
export function leavingReading(source: FeeSource, note?: string): LeavingReading {
  return {
    source,
    checked: LEAVING_CHECKED,
    validFrom: LEAVING_CHECKED,
    validFromSeen: true,
    ...(note === undefined ? {} : { note }),
  };
}

/** DACSI's participant list: the Dutch banks since 1 March 2013, DEGIRO since 1 March 2014. */
export function dacsiRoute(since: '2013-03-01' | '2014-03-01'): LeavingReading & { readonly how: 'dacsi' } {
  return {
    how: 'dacsi',
    source: DACSI,
    checked: LEAVING_CHECKED,
    validFrom: since,
    note: 'je vraagt de overboeking aan bij je nieuwe bank; die regelt het met de oude, in hoogstens tien dagen',
  };
}
