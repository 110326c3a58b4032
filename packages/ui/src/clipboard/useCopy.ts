import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copyText.ts';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies on demand, reports the outcome to `onCopy` and keeps it in `status` for `feedbackMs`.
 * Taps while a copy is running are ignored.
 */
export function useCopy(onCopy: ((success: boolean) => void) | undefined, feedbackMs = 2000) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      if (running.current) return;
      running.current = true;
      const success = await copyText(text);
      running.current = false;
      clearTimeout(timer.current);
      setStatus(success ? 'copied' : 'failed');
      timer.current = setTimeout(() => setStatus('idle'), feedbackMs);
      onCopy?.(success);
    },
    [feedbackMs, onCopy],
  );

  return { status, copy };
}
