import type { ReactNode } from 'react';

export interface ConfirmOptions {
  /** The dialog's heading; without it the content names the dialog. */
  title?: ReactNode | undefined;
  /** The message or question, under the title. */
  content: ReactNode;
  /** The built-in "confirm" label by default. */
  confirmText?: ReactNode | undefined;
  /** The built-in "cancel" label by default. */
  cancelText?: ReactNode | undefined;
}

export type AlertOptions = Omit<ConfirmOptions, 'cancelText'>;

export interface DialogRequest extends ConfirmOptions {
  id: number;
  /** Whether it has a cancel button (confirm) or only a confirm button (alert). */
  cancellable: boolean;
  answer(confirmed: boolean): void;
}

/** The helper dialogs waiting to be shown; the first one is on screen. */
export function createDialogQueue() {
  let queue: readonly DialogRequest[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const update = (next: readonly DialogRequest[]) => {
    queue = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: (): DialogRequest | undefined => queue[0],
    open(options: ConfirmOptions, cancellable: boolean): Promise<boolean> {
      return new Promise((answer) => {
        update([...queue, { ...options, id: nextId++, cancellable, answer }]);
      });
    },
    /** Answers the dialog on screen; a late second answer to the same one is ignored. */
    settle(id: number, confirmed: boolean): void {
      const shown = queue[0];
      if (shown?.id !== id) return;
      update(queue.slice(1));
      shown.answer(confirmed);
    },
  };
}
