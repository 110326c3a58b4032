import type { SyntheticEvent } from 'react';

/** Whether an input method (pinyin, a full-width keyboard, a text keyboard's digits) is still composing. */
export function isComposing(event: SyntheticEvent): boolean {
  const native: Event = event.nativeEvent;
  return 'isComposing' in native && native.isComposing === true;
}
