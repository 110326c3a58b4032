import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ToastView } from './ToastView.tsx';
import { toast as appToast, type ToastStore } from './toastStore.ts';
import { useVisualViewport } from './useVisualViewport.ts';

export interface ToastHostProps {
  /** The store to show; the app-wide `toast` by default. */
  store?: ToastStore | undefined;
}

const serverSnapshot = () => null;

/** Shows the toasts of `toast.show()` / `toast.loading()`; mount once inside the ThemeProvider. */
export function ToastHost({ store = appToast }: ToastHostProps) {
  const current = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const viewport = useVisualViewport(current !== null);
  // Rendered after mount so server and first client render agree.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.body), []);
  if (!container) return null;
  return createPortal(<ToastView toast={current} viewport={viewport} />, container);
}
