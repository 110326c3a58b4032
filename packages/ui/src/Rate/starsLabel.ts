/** Fills a `stars` label such as '{count} of {total} stars'. */
export function starsLabel(template: string, count: number, total: number): string {
  return template.replace('{count}', String(count)).replace('{total}', String(total));
}

/** A whole number of stars between none and all. */
export function clampStars(value: number, total: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.round(value), 0), total);
}
