// Saxo's Transactions report and account statement by their column names, in every language Saxo writes them.
import type { Recognised } from '../registry.ts';
import { saxoStatementLanguage, saxoTransactionsLanguage } from './columns.ts';

export function recogniseSaxoTransactions(header: readonly string[]): Recognised | null {
  const language = saxoTransactionsLanguage(header);
  return language ? { format: 'saxo-transactions', language } : null;
}

export function recogniseSaxoAccount(header: readonly string[]): Recognised | null {
  const language = saxoStatementLanguage(header);
  return language ? { format: 'saxo-account', language } : null;
}
