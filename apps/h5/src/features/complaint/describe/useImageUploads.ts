import { shrinkImage } from '@hiram/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { complaintApi, isApiError } from '../../../api/index.ts';
import { MAX_IMAGES } from './draft.ts';
import {
  previewUpload,
  progressUpload,
  removeUpload,
  retryUpload,
  settleUpload,
  startUpload,
  type Upload,
  uploadedUrls,
} from './uploads.ts';

export interface ImageUploads {
  uploads: Upload[];
  /** The uploaded pictures' URLs as one text: changes only when they do. */
  uploadedKey: string;
  add: (file: File) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** Shows a draft's uploaded pictures. */
  restore: (restored: Upload[]) => void;
}

/** HEIC/HEIF, a phone camera's format Chromium (so Android's web view) cannot draw. */
const HEIF = /^image\/hei[cf]/i;

/**
 * The picture's pixels alone, shrunk; a HEIC photo as it is, which the server may still take;
 * null for a file that is no picture.
 */
const drawAgain = (file: Blob): Promise<Blob | null> =>
  shrinkImage(file, { strip: true }).catch(() => (HEIF.test(file.type) ? file : null));

/**
 * The complaint's pictures: each uploads as it is chosen, drawn again first (shrunk, as phone
 * photos are large; only pixels, so no GPS position or script goes), a failure keeps the picture
 * with the server's message and a retry. `notPicture` marks a file that could not be drawn: it
 * is not sent.
 */
export function useImageUploads(fallbackError: string, notPicture: string): ImageUploads {
  const [uploads, setUploads] = useState<Upload[]>([]);
  /** What each picture uploads: the file chosen, then its shrunk copy. */
  const files = useRef(new Map<string, Blob>());
  const running = useRef(new Map<string, AbortController>());
  /** The object URL each picture shows. */
  const previews = useRef(new Map<string, string>());
  const nextId = useRef(0);
  const count = useRef(0);
  count.current = uploads.length;

  useEffect(() => {
    const calls = running.current;
    const urls = previews.current;
    return () => {
      for (const call of calls.values()) call.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  /** The pictures already drawn again: a retry sends the copy as it is, not drawn once more. */
  const drawn = useRef(new Set<string>());

  /**
   * Shows the shrunk copy in place of the camera's photo: a tile drawing the photo holds all its
   * pixels (some 48 MB for 12 megapixels, nine times over), enough to end a cheap phone's web view.
   */
  const showShrunk = useCallback((id: string, image: Blob) => {
    const shown = previews.current.get(id);
    if (shown === undefined) return;
    const previewUrl = URL.createObjectURL(image);
    previews.current.set(id, previewUrl);
    files.current.set(id, image);
    drawn.current.add(id);
    setUploads((all) => previewUpload(all, id, previewUrl));
    URL.revokeObjectURL(shown);
  }, []);

  const send = useCallback(
    async (id: string, file: Blob) => {
      const call = new AbortController();
      running.current.get(id)?.abort();
      running.current.set(id, call);
      const settle = (outcome: Parameters<typeof settleUpload>[2]) => {
        if (!call.signal.aborted) setUploads((all) => settleUpload(all, id, outcome));
      };
      try {
        const image = drawn.current.has(id) ? file : await drawAgain(file);
        if (!image) return settle({ error: notPicture, final: true });
        if (image !== file && !call.signal.aborted) showShrunk(id, image);
        const url = await complaintApi.uploadProblemImage(image, {
          signal: call.signal,
          onProgress: (sent) => {
            if (!call.signal.aborted) setUploads((all) => progressUpload(all, id, sent));
          },
        });
        settle({ url });
      } catch (error) {
        // The client has toasted the server's message; the picture keeps it too.
        settle({ error: isApiError(error) ? error.message : fallbackError });
      } finally {
        if (running.current.get(id) === call) running.current.delete(id);
      }
    },
    [fallbackError, notPicture, showShrunk],
  );

  const add = (file: File) => {
    if (count.current >= MAX_IMAGES) return;
    count.current += 1;
    nextId.current += 1;
    const id = `picture-${nextId.current}`;
    const previewUrl = URL.createObjectURL(file);
    previews.current.set(id, previewUrl);
    files.current.set(id, file);
    setUploads((all) => startUpload(all, id, previewUrl));
    void send(id, file);
  };

  const retry = (id: string) => {
    const file = files.current.get(id);
    if (!file || running.current.has(id)) return;
    setUploads((all) => retryUpload(all, id));
    void send(id, file);
  };

  const remove = (id: string) => {
    running.current.get(id)?.abort();
    running.current.delete(id);
    drawn.current.delete(id);
    files.current.delete(id);
    const shown = previews.current.get(id);
    previews.current.delete(id);
    if (shown !== undefined) URL.revokeObjectURL(shown);
    setUploads((all) => removeUpload(all, id));
  };

  return {
    uploads,
    uploadedKey: JSON.stringify(uploadedUrls(uploads)),
    add,
    retry,
    remove,
    restore: setUploads,
  };
}
