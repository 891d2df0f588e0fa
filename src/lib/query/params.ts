// The query loops every tool's URL state shares: each number field under its parameter name, read back sanitised.
// A file per tool beside this one (calculator.ts, finder.ts, costs.ts), so an island's bundle carries only its own
// tool's parameters: in one module, the cost tool shipped the calculator's and the finder's code too.

/** The value of a yes/no parameter that is on ('partner=ja'). */
export const YES = 'ja';

/** The one query loop of the number forms: each field under its parameter name. */
export function setNumbers<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  names: Readonly<Record<F, string>>,
  values: Readonly<Record<F, number>>,
): void {
  for (const field of fields) params.set(names[field], String(values[field]));
}

/** Each field's parameter, sanitised; a field the query lacks keeps its default. */
export function readNumbers<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  names: Readonly<Record<F, string>>,
  sanitize: (field: F, raw: string) => number,
  defaults: Readonly<Record<F, number>>,
): Record<F, number> {
  const values: Record<F, number> = { ...defaults };
  for (const field of fields) {
    const raw = params.get(names[field]);
    if (raw !== null) values[field] = sanitize(field, raw);
  }
  return values;
}
