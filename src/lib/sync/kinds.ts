// The kinds of account data the API keeps, one row each (the server validates their shapes: src/server/schema.ts).
export const KINDS = ['watchlist', 'settings'] as const;
export type Kind = (typeof KINDS)[number];

export function isKind(value: string): value is Kind {
  return (KINDS as readonly string[]).includes(value);
}
