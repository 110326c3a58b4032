import { useEffect, useState } from 'react';

/** Long enough for a screen reader to have taken the line from its live region. */
const SAID_MS = 1000;

/**
 * A line for a polite live region, said once: it leaves the page soon after, so a swipe through
 * the page later does not read it again, stale.
 */
export function useAnnouncement(): [text: string, announce: (text: string) => void] {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setText(''), SAID_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText];
}
