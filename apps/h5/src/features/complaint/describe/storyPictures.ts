import type { StoryContext } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { screen, userEvent } from 'storybook/test';
import { endpoints } from '../../../api/endpoints.ts';
import { config } from '../../../config/env.ts';
import { successBody } from '../../../mocks/envelopes.ts';

/** A PNG photo, small unless told, as the file picker hands it over. */
export async function photo(name = 'receipt.png', width = 40, height = 30): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#2a7a4b';
    context.fillRect(0, 0, width, height);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

export const addControl = () => screen.queryByLabelText('Add image');

/** Chooses one picture with the add control: `photo(name, width, height)`. */
export async function addPicture(name?: string, width?: number, height?: number) {
  const input = addControl();
  if (!(input instanceof HTMLInputElement)) throw new Error('The add control is not shown');
  await userEvent.upload(input, await photo(name, width, height));
}

let releaseHeld: (() => void) | undefined;

/**
 * A story's `beforeEach`, after `withMockBackend`: uploads wait until `releaseUploads()`, then
 * answer `url` (off the mock's journal), so a play can see a picture on its way.
 */
export const holdUploads = (url: string) => (context: StoryContext) => {
  const { msw } = context as StoryContext & { msw: MswApi };
  const held = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });
  msw.use(
    http.post(`${config.apiBase}${endpoints.uploadProblemImg.path}`, async () => {
      await held;
      return HttpResponse.json(successBody('uploadProblemImg', { url }));
    }),
  );
  return () => releaseHeld?.();
};

export const releaseUploads = () => releaseHeld?.();
