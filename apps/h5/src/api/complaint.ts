import { callWith } from './callWith.ts';
import { http } from './client.ts';
import type { CallOptions, Http } from './http.ts';
import { complaintAnswers } from './schemas/complaint.ts';

export interface ComplaintScore {
  problemId: string;
  /** 1 to 5. */
  score: number;
}

export interface ComplaintSubmission {
  problemType: string;
  /** '' when the type has no sub-types. */
  problemSonType: string;
  /** At most 200 characters. */
  problemDetail: string;
  /** Uploaded image URLs; sent comma-joined. */
  images: readonly string[];
  orderNo: string;
}

export interface UploadOptions extends CallOptions {
  onProgress?: (sent: number) => void;
}

export function createComplaintApi(api: Http) {
  const call = callWith(api, complaintAnswers);
  return {
    getProblemInit: (orderId: string, options?: CallOptions) =>
      call('problemInit', { orderId }, options),

    getProblemDetail: (problemId: string, options?: CallOptions) =>
      call('problemDetail', { problemId }, options),

    saveComplaintScore: async (score: ComplaintScore, options?: CallOptions): Promise<void> => {
      await call('saveScore', { ...score }, options);
    },

    /** Resolves to the uploaded image's URL; `onProgress` hears the share of it sent so far. */
    uploadProblemImage: async (image: Blob, { onProgress, ...options }: UploadOptions = {}) => {
      // Fetched with the first picture: the complaint screens open without it. Should its code
      // not arrive (the browser keeps such an import failed), the picture goes without progress.
      const transport = onProgress
        ? await import('./progressFetch.ts').then(
            (code) => code.progressFetch(onProgress),
            () => undefined,
          )
        : undefined;
      return (await call('uploadProblemImg', { problemImage: image }, { ...options, transport }))
        .url;
    },

    saveProblem: async (
      { images, ...submission }: ComplaintSubmission,
      options?: CallOptions,
    ): Promise<void> => {
      await call('problemSave', { ...submission, problemImage: images.join(',') }, options);
    },

    getProblemList: (options?: CallOptions) => call('problemList', {}, options),
  };
}

export type ComplaintApi = ReturnType<typeof createComplaintApi>;

export const complaintApi: ComplaintApi = /* @__PURE__ */ createComplaintApi(http);
