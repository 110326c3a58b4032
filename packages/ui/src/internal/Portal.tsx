import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders `children` at the end of `document.body`; nothing during server rendering. */
export function Portal({ children }: { children: ReactNode }) {
  return typeof document === 'undefined' ? null : createPortal(children, document.body);
}
