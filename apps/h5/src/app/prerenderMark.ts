/** The attributes the build puts on `#root` of a prerendered page. */
export interface PrerenderMark {
  route: string;
  locale: string;
}

export function prerenderAttributes({ route, locale }: PrerenderMark): Record<string, string> {
  return { 'data-prerendered': route, 'data-locale': locale };
}

/** True when `root` holds the prerendered HTML of this route in this language. */
export function isPrerenderedFor(
  root: Pick<HTMLElement, 'dataset'>,
  route: string | undefined,
  locale: string,
): boolean {
  return (
    route !== undefined && root.dataset.prerendered === route && root.dataset.locale === locale
  );
}
