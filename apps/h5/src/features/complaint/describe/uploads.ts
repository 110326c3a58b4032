import type { UploadItem } from '@hiram/ui';

/** A picture of the complaint: uploading, uploaded (with its URL) or failed (with why). */
export interface Upload extends UploadItem {
  /** The uploaded picture's URL, once done. */
  url?: string;
}

export const startUpload = (uploads: Upload[], id: string, previewUrl: string): Upload[] => [
  ...uploads,
  { id, previewUrl, status: 'uploading' },
];

export const retryUpload = (uploads: Upload[], id: string): Upload[] =>
  uploads.map((upload) =>
    upload.id === id ? { id, previewUrl: upload.previewUrl, status: 'uploading' } : upload,
  );

/** The picture shown for `id` from now on (its shrunk copy). */
export const previewUpload = (uploads: Upload[], id: string, previewUrl: string): Upload[] =>
  uploads.map((upload) => (upload.id === id ? { ...upload, previewUrl } : upload));

/** How much of a picture has been sent, 0 to 1; only while it is uploading. */
export const progressUpload = (uploads: Upload[], id: string, progress: number): Upload[] =>
  uploads.map((upload) =>
    upload.id === id && upload.status === 'uploading' ? { ...upload, progress } : upload,
  );

/**
 * The upload's outcome; a picture removed meanwhile stays removed. A failure that is `final` (a
 * file that is no picture) offers no retry.
 */
export const settleUpload = (
  uploads: Upload[],
  id: string,
  outcome: { url: string } | { error: string; final?: boolean },
): Upload[] =>
  uploads.map((upload) =>
    upload.id !== id
      ? upload
      : 'url' in outcome
        ? { ...upload, status: 'done', url: outcome.url }
        : {
            ...upload,
            status: 'error',
            error: outcome.error,
            ...(outcome.final && { retryable: false }),
          },
  );

export const removeUpload = (uploads: Upload[], id: string): Upload[] =>
  uploads.filter((upload) => upload.id !== id);

/** The uploaded pictures' URLs, in the order they show. */
export const uploadedUrls = (uploads: readonly Upload[]): string[] =>
  uploads.flatMap((upload) => (upload.status === 'done' && upload.url ? [upload.url] : []));

/**
 * A draft's pictures, shown again from their URLs: one the image guard refuses can be neither
 * shown nor trusted, so it is left out.
 */
export function restoredUploads(
  urls: readonly string[],
  image: (raw: unknown) => string | undefined,
): Upload[] {
  return urls.flatMap((url, index) => {
    const shown = image(url);
    return shown ? [{ id: `saved-${index}`, previewUrl: shown, status: 'done', url }] : [];
  });
}

/** A failed picture's reason, said under the pictures: `index` counts from 1. */
export interface UploadFailure {
  id: string;
  index: number;
  message: string;
}

/**
 * The tiles of pictures that can be retried say only that they failed: a tile's few lines would
 * cut the server's reason, which goes under the pictures, in full, naming its picture. A picture
 * that can never go keeps the app's own short reason on its tile ("Not a picture").
 */
export function splitFailures(
  uploads: Upload[],
  unworded: string,
): { tiles: Upload[]; failures: UploadFailure[] } {
  const failures: UploadFailure[] = [];
  const tiles = uploads.map((upload, index) => {
    const { status, error, retryable } = upload;
    // The client's own word for an upload nobody answered is no reason to say under the pictures.
    if (status !== 'error' || !error || error === unworded || retryable === false) return upload;
    failures.push({ id: upload.id, index: index + 1, message: error });
    return { ...upload, error: undefined };
  });
  return { tiles, failures };
}
