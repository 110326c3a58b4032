import type { AnswerSchemas, CallableKey } from '../../api/endpoints.ts';
import type { ignored } from '../../api/schemas/fields.ts';

/**
 * How the `hostile` scenario treats a value in an answer: `url` and `text` are replaced from
 * the hostile corpus; `kept` stays as sent (ids, codes, enums, dates, amounts, flags), so the
 * screens still work and the answer still passes its schema.
 */
export type FieldKind = 'url' | 'text' | 'kept';

/**
 * Every field of one answer that may hold text, by path: `a.b` a field, `a[]` each item of a
 * list, `a.*` each value of a map and `a.(key)` the map's keys.
 */
export type AnswerFields = Readonly<Record<string, FieldKind>>;

/** The endpoints whose answer the app reads. */
export type AnswerKey = {
  [K in CallableKey]: AnswerSchemas[K] extends typeof ignored ? never : K;
}[CallableKey];

/** Appends a path segment: `[]` and `.*` attach, names follow a dot. */
export function childPath(path: string, segment: string): string {
  if (segment === '[]' || path === '') return `${path}${segment}`;
  return `${path}.${segment}`;
}

/** The same fields, under `prefix` (a field or a list's items: `recProducts[]`). */
export function under(prefix: string, fields: AnswerFields): AnswerFields {
  return Object.fromEntries(
    Object.entries(fields).map(([path, kind]) => [
      path.startsWith('[]') ? `${prefix}${path}` : `${prefix}.${path}`,
      kind,
    ]),
  );
}
