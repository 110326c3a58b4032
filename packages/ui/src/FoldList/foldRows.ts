/** How many rows stay visible when folded: a whole number, at least 0; 2 when not a number. */
export function foldCount(foldAt: number): number {
  if (Number.isNaN(foldAt)) return 2;
  return Math.max(0, Math.floor(foldAt));
}

/** Whether `count` rows need a more/hide toggle when folded to `foldAt`. */
export function canFold(count: number, foldAt: number): boolean {
  return count > foldCount(foldAt);
}

/** The rows on screen: all when expanded or when there are no more than `foldAt`. */
export function visibleRows<Row>(rows: readonly Row[], foldAt: number, expanded: boolean): Row[] {
  return expanded ? [...rows] : rows.slice(0, foldCount(foldAt));
}
