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
