// Fills `{name}` placeholders of a UI text. Its own module so the browser scripts that receive their
// texts from the page can use it without bundling the dictionaries.

export type TextValues = Readonly<Record<string, string | number>>;

/** A placeholder without a value stays visible, so a missing value is noticed rather than hidden. */
export function fill(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export type SectionText<K extends string> = (key: K, values?: TextValues) => string;

/**
 * The one/many wording: `one` for a count of one, `many` for any other, filled with `{count}` (or the `count`
 * in `values`, already formatted) and the other values. `counted(tCosts, 3, 'costs.results.oneOrder', 'costs.results.orders')`.
 */
export function counted<K extends string>(
  text: SectionText<K>,
  count: number,
  one: K,
  many: K,
  values?: TextValues,
): string {
  return text(count === 1 ? one : many, { count, ...values });
}

/**
 * `t()` over one section of the Dutch dictionary (src/i18n/nl/). Each section module exports its own, so an
 * island's bundle carries only the sections it imports.
 */
export function textsOf<K extends string>(section: Readonly<Record<K, string>>): SectionText<K> {
  return (key, values) => fill(section[key], values);
}
