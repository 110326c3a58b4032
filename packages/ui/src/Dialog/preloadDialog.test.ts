import { expect, it } from 'vitest';
import { openDialog, preloadDialog } from './Dialog.tsx';

it('fetches the open dialog’s code before any dialog renders, so the first one opens at once', async () => {
  expect(openDialog.loaded()).toBeUndefined();
  await preloadDialog();
  expect(openDialog.loaded()).toBe((await import('./OpenDialog.tsx')).default);
});
