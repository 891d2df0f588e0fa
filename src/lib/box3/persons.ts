// How many people a box 3 return counts, apart from the year tables (./rules.ts), so the arithmetic that takes a year's
// rules as an argument (the cost tool's 'Na 20 jaar', loaded after hydration) carries no table of years.

/** 1 without a fiscal partner, 2 with one: the allowance and the debt threshold are per person. */
export const personsOf = (partner: boolean): 1 | 2 => (partner ? 2 : 1);
