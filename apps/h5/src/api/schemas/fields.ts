import * as v from 'valibot';

/**
 * Building blocks for lenient answer schemas: the spec rarely says which fields are
 * always there or whether numbers arrive as numbers or strings, so these accept both
 * and hand the screens one clean type.
 */

const numericText = v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(?:\.\d+)?$/, 'a number'));
const numberLike = v.union([v.number(), numericText]);

/** A required number, possibly sent as text. */
export const num = v.pipe(numberLike, v.transform(Number));

/**
 * An amount the borrower is asked to pay or borrow, in minor units (contract section 8): a whole
 * number, never below 0. Anything else cannot be read: shown rounded, it would differ from the
 * amount sent back.
 */
export const minorUnits = v.pipe(num, v.integer('whole minor units'), v.minValue(0, 'not below 0'));

/** Blank text: how PHP-style back ends send a field that is not set. */
const blank = v.pipe(v.string(), v.regex(/^\s*$/));

/** An optional number, possibly sent as text; 0 when absent or blank. */
export const optNum = v.nullish(v.pipe(v.union([numberLike, blank]), v.transform(Number)), 0);

/** A 0/1 flag sent as a number, numeric text or boolean; 0 when absent or blank. */
export const flag = v.nullish(
  v.pipe(v.union([numberLike, blank, v.boolean()]), v.transform(Number)),
  0,
);

/** Display text; numbers become text; absent, or a boolean (PHP's "none" is `false`), is ''. */
export const text = v.nullish(
  v.pipe(
    v.union([v.string(), v.number(), v.boolean()]),
    v.transform((value) => (typeof value === 'boolean' ? '' : String(value))),
  ),
  '',
);

/**
 * An identifier, number or text, normalised to text. A number past 2^53 was rounded by JSON
 * already: acted on, it would name another record.
 */
export const id = v.pipe(
  v.union([
    v.string(),
    v.pipe(
      v.number(),
      v.check((value: number) => Number.isSafeInteger(value)),
    ),
  ]),
  v.transform(String),
);

/** A URL or value the screen acts on: required and not blank. */
export const target = v.pipe(v.string(), v.trim(), v.nonEmpty('an empty value'));

/** A navigation target: an http(s) URL, an app path or a native page name. */
export const urlSchema = v.object({ url: target });

/**
 * A date as epoch seconds/ms or text (`YYYY-MM-DD`, ISO); '' when absent, or 0 (how some back
 * ends send no date: shown, it would be 1970-01-01).
 */
export const when = v.pipe(
  v.nullish(v.union([v.number(), v.string()]), ''),
  v.transform((value) => (Number(value) === 0 ? '' : value)),
);

/** What an item `list` cannot read becomes, until the list leaves it out. */
const LEFT_OUT: unique symbol = Symbol('left out');

/**
 * A list that may be absent or null: [] then. An item the screen could not use (a product, a
 * card or a complaint without its id) is left out, so one bad item does not cost the borrower
 * the whole screen, most of which has nothing to do with it.
 */
export function list<TItem extends v.GenericSchema>(
  item: TItem,
): v.GenericSchema<v.InferInput<TItem>[] | null | undefined, v.InferOutput<TItem>[]> {
  const unreadable = v.pipe(
    v.unknown(),
    v.transform((): typeof LEFT_OUT => LEFT_OUT),
  );
  return v.pipe(
    v.nullish(v.array(v.union([item, unreadable])), () => []),
    v.transform((items) =>
      items.filter((entry): entry is v.InferOutput<TItem> => entry !== LEFT_OUT),
    ),
  );
}

/**
 * A list of amounts (a repayment plan) that may be absent or null: [] then. A row it cannot read
 * makes the whole answer unreadable: a plan a row short would understate what the loan costs.
 */
export const moneyList = <TItem extends v.GenericSchema>(item: TItem) =>
  v.nullish(v.array(item), () => []);

/** Image URLs as a list or one comma-joined text. */
export const imageList = v.pipe(
  v.nullish(v.union([v.array(v.string()), v.string()]), () => []),
  v.transform((value) =>
    (typeof value === 'string' ? value.split(',') : value).map((url) => url.trim()).filter(Boolean),
  ),
);

/** `{ text, value }` rows shown as label and value. */
export const rows = list(v.object({ text, value: text }));

/** `{ title, value }` pairs. */
export const titledValues = list(v.object({ title: text, value: text }));

/** The answer of calls whose data nothing reads. */
export const ignored = v.unknown();
