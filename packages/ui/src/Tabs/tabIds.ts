/**
 * A key as a token that is safe inside an id (no spaces, which would split an `aria-controls`
 * list) and different for different keys.
 */
export function idToken(key: string): string {
  return key.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16)}_`);
}

export const tabId = (tabsId: string, key: string) => `${tabsId}-tab-${idToken(key)}`;

/** The panel of one tab, or without `key` the one panel all tabs share. */
export const panelId = (tabsId: string, key?: string) =>
  key === undefined ? `${tabsId}-panel` : `${tabsId}-panel-${idToken(key)}`;
