// The English UI texts of the portfolio screens, once. `{name}` marks a value filled in by `tEn()`.

export const en = {
  'portfolio.title': 'My Portfolio',
} as const;

export type EnKey = keyof typeof en;
