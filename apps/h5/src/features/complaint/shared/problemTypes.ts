/** Spec section 4: type value 1 is the collection type, the one with sub-types. */
export const COLLECTION_TYPE = '1';

/** A question type or sub-type: the title is shown, the value is sent. */
export interface Choice {
  title: string;
  value: string;
}

/** The types with a value to send, each value once (the first title wins). */
export function usableChoices(choices: readonly Choice[]): Choice[] {
  const seen = new Set<string>();
  return choices.filter(({ value }) => {
    const key = value.trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
