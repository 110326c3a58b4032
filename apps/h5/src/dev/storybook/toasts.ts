import { toast } from '@hiram/ui';
import { type MockInstance, spyOn } from 'storybook/test';

let shown: MockInstance<typeof toast.show> | undefined;

/**
 * For a story's `beforeEach`: no toast left on screen, and every toast shown from now on
 * recorded for `toasts()`. Returns the cleanup.
 */
export function recordToasts(): () => void {
  toast.hide();
  shown = spyOn(toast, 'show');
  return () => {
    shown?.mockRestore();
    shown = undefined;
  };
}

/** Every message toasted since the story began, in order. */
export const toasts = () => shown?.mock.calls.map(([message]) => message) ?? [];
