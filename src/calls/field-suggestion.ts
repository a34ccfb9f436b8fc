/**
 * The known field a misspelt one most likely meant, for "did you mean `terms`?". Only near misses
 * are suggested, so a suggestion is worth reading: one edit away (a letter added, dropped, changed,
 * or two neighbours swapped, as in `term`, `currncy`, `amuont_minor`), or the field without its
 * `_minor` suffix (`amount` for `amount_minor`), the commonest slip on this API. When no known name
 * is that close, nothing is suggested.
 */
export function nearestField(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  let suffixMatch: string | undefined;
  for (const candidate of known) {
    const other = candidate.toLowerCase();
    if (other === lower) return candidate; // a case slip: `Terms`
    if (oneEditApart(lower, other)) return candidate;
    if (suffixMatch === undefined && (other === `${lower}_minor` || other === `${lower}minor`)) suffixMatch = candidate;
  }
  return suffixMatch;
}

/** Whether two different strings are one insertion, deletion, substitution or adjacent swap apart. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  // What differs is one letter inserted, dropped or changed, or two neighbouring letters swapped.
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
