// The bench's one statistic: the middle value of repeated measurements (the upper middle of an even count),
// less swayed than a mean by the odd slow run of a shared machine.

/** The middle of `values`. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The item whose `value(item)` is the median of all. */
export function medianBy(items, value) {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
}
