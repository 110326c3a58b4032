export { Dialog, type DialogAction, type DialogProps, preloadDialog } from './Dialog.tsx';
export { DialogHost } from './DialogHost.tsx';
export { alert, confirm } from './dialogHelpers.ts';
export type { AlertOptions, ConfirmOptions } from './dialogQueue.ts';
