import type { Fetch } from './http.ts';

/** The part of `XMLHttpRequest` a progress transport uses. */
export type XhrLike = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'statusText'
  | 'responseText'
  | 'getResponseHeader'
  | 'onload'
  | 'onerror'
  | 'ontimeout'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

/**
 * A `fetch` over XMLHttpRequest, which, unlike `fetch`, tells how much of a request's body has
 * been sent: `onProgress` receives the share sent so far, from 0 to 1.
 */
export function progressFetch(
  onProgress: (sent: number) => void,
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
): Fetch {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(signal.reason);
      const xhr = createXhr();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      const stop = () => {
        xhr.abort();
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', stop, { once: true });
      const settle = () => signal?.removeEventListener('abort', stop);
      xhr.onload = () => {
        settle();
        const contentType = xhr.getResponseHeader('Content-Type');
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: contentType ? { 'Content-Type': contentType } : {},
          }),
        );
      };
      xhr.onerror = xhr.ontimeout = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
