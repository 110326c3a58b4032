import { useEffect, useEffectEvent } from 'react';
import { setNativeBackHandler } from './nativeBack.ts';
import type { NativeBackHandler } from './nativeWindow.ts';

/** While `enabled`, native back asks `handler`, which returns `true` when it handled the back. */
export function useNativeBack(handler: NativeBackHandler, enabled = true): void {
  const onBack = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    return setNativeBackHandler(() => onBack());
  }, [enabled]);
}
