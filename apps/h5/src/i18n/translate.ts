import type { Catalogue, MessageKey } from './catalogues/en.ts';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Fills `{name}` placeholders; an unknown placeholder stays visible so it is noticed. */
export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.keys(values).includes(name) ? String(values[name]) : whole,
  );
}

export function createTranslate(catalogue: Catalogue): Translate {
  return (key, values) => interpolate(catalogue[key], values);
}
