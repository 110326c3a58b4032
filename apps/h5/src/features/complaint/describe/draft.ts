import { countGraphemes } from '@hiram/ui';
import * as v from 'valibot';
import type { KeyValueStorage } from '../shared/complaintStorage.ts';
import type { DescribeQuery } from './describeQuery.ts';

/** Spec section 9: the description's and the pictures' limits. */
export const MAX_DETAIL = 200;
export const MAX_IMAGES = 9;

/** What the borrower has written and uploaded so far, kept across a reload. */
export interface ComplaintDraft {
  detail: string;
  /** The uploaded pictures' URLs. */
  images: string[];
}

const draftSchema = v.object({
  detail: v.pipe(
    v.string(),
    v.check((text) => countGraphemes(text) <= MAX_DETAIL),
  ),
  images: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), v.maxLength(MAX_IMAGES)),
});

/** One draft per order, type and sub-type: the key is this and the three, as a JSON array. */
const DRAFT_PREFIX = 'complaintDraft:';

export const draftKey = ({ orderNo, problemType, problemSonType }: DescribeQuery) =>
  `${DRAFT_PREFIX}${JSON.stringify([orderNo, problemType, problemSonType])}`;

/**
 * The keys of every draft kept for `orderNo`, whatever its type: once a complaint about the order
 * is sent, local storage is cleared (spec section 4), and an unsent draft for another type must
 * not come back to be sent by mistake as a second complaint.
 */
export function draftKeysOf(
  storage: () => Pick<Storage, 'key' | 'length'>,
  orderNo: string,
): string[] {
  // The key up to the order's number and the comma after it: `complaintDraft:["PB1",`.
  const prefix = `${DRAFT_PREFIX}${JSON.stringify([orderNo]).slice(0, -1)},`;
  const keys: string[] = [];
  try {
    const all = storage();
    for (let index = 0; index < all.length; index += 1) {
      const key = all.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Nothing is kept where nothing can be read.
  }
  return keys;
}

/** The stored draft, or null when there is none or it is not one (then it is ignored). */
export function readDraft(storage: () => KeyValueStorage, key: string): ComplaintDraft | null {
  let saved: string | null;
  try {
    saved = storage().getItem(key);
  } catch {
    return null;
  }
  if (saved === null) return null;
  try {
    const checked = v.safeParse(draftSchema, JSON.parse(saved));
    return checked.success ? checked.output : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the draft, or forgets it once it is empty. A storage too full for the pictures keeps the
 * description alone; one that refuses everything changes nothing on the page.
 */
export function saveDraft(
  storage: () => KeyValueStorage,
  key: string,
  draft: ComplaintDraft,
): void {
  try {
    if (!draft.detail && draft.images.length === 0) {
      storage().removeItem(key);
      return;
    }
    storage().setItem(key, JSON.stringify(draft));
  } catch {
    try {
      storage().setItem(key, JSON.stringify({ detail: draft.detail, images: [] }));
    } catch {
      // Private mode: the draft lasts as long as the page.
    }
  }
}
