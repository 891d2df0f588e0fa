// Saxo's Transactions report and account statement by their column names, in every language Saxo writes them.
import { isSaxoHeader } from '../../exports/saxo.ts';
import { isSaxoAccountHeader } from '../../exports/saxoAccount.ts';
import type { Recognised } from '../registry.ts';
import { normalizeHeader } from '../shared/header.ts';

export function recogniseSaxoTransactions(header: readonly string[]): Recognised | null {
  const language = isSaxoHeader(normalizeHeader(header));
  return language ? { format: 'saxo-transactions', language } : null;
}

export function recogniseSaxoAccount(header: readonly string[]): Recognised | null {
  const language = isSaxoAccountHeader(normalizeHeader(header));
  return language ? { format: 'saxo-account', language } : null;
}
