import type { Choice } from '../shared/problemTypes.ts';

/** `/complainPageNext`'s query: what the complaint is about. */
export interface DescribeQuery {
  problemType: string;
  /** '' when the type has no sub-type. */
  problemSonType: string;
  orderNo: string;
}

/** Longer values are no type or order number the server gave. */
const MAX_VALUE = 100;

function value(query: URLSearchParams, name: string): string | null {
  const raw = query.get(name)?.trim() ?? '';
  return raw && raw.length <= MAX_VALUE ? raw : null;
}

/** The query, or null when it lacks `problemType` or `orderNo` (or holds nonsense). */
export function describeQuery(search: string): DescribeQuery | null {
  const query = new URLSearchParams(search);
  const problemType = value(query, 'problemType');
  const orderNo = value(query, 'orderNo');
  if (!problemType || !orderNo) return null;
  const son = query.get('problemSonType')?.trim() ?? '';
  if (son.length > MAX_VALUE) return null;
  return { problemType, problemSonType: son, orderNo };
}

interface Types {
  problemType: readonly Choice[];
  problemSonType: readonly Choice[];
}

const titleOf = (choices: readonly Choice[], wanted: string) =>
  choices.find((choice) => choice.value.trim() === wanted)?.title;

/**
 * The titles of the chosen type and sub-type, as tags, from `problem-init`; null when the server
 * knows no such type or sub-type.
 */
export function chosenTags(types: Types, query: DescribeQuery): string[] | null {
  const type = titleOf(types.problemType, query.problemType);
  if (type === undefined) return null;
  if (!query.problemSonType) return [type];
  const son = titleOf(types.problemSonType, query.problemSonType);
  return son === undefined ? null : [type, son];
}
