// The kinds of account data the API keeps, one row each (the server validates their shapes: src/server/schema.ts).
// 'portfolio' (the records read from the reader's exports) is kept only when the reader turns it on
// (src/stores/portfolioAccount.ts).
export const KINDS = ['watchlist', 'settings', 'portfolio'] as const;
export type Kind = (typeof KINDS)[number];

export function isKind(value: string): value is Kind {
  return (KINDS as readonly string[]).includes(value);
}
