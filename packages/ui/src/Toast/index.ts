export { ToastHost, type ToastHostProps } from './ToastHost.tsx';
export { ToastView, type ToastViewProps } from './ToastView.tsx';
export { type ToastPlacement, toastPosition, type ViewportBox } from './toastPosition.ts';
export {
  createToastStore,
  DEFAULT_TOAST_DURATION,
  MIN_TOAST_DURATION,
  type ToastKind,
  type ToastOptions,
  type ToastState,
  type ToastStore,
  toast,
  toastDuration,
} from './toastStore.ts';
