import type { ComplaintSubmission } from '../../../api/index.ts';
import type { DescribeQuery } from './describeQuery.ts';
import { type Upload, uploadedUrls } from './uploads.ts';

export type SendDecision =
  | { kind: 'empty' }
  | { kind: 'uploading' }
  | { kind: 'uploadFailed' }
  | { kind: 'send'; submission: ComplaintSubmission };

/**
 * What Send does: an empty description is refused, and so is sending while a picture is still on
 * its way or failed (the borrower retries or removes it); else the complaint with its pictures.
 */
export function sendDecision(
  query: DescribeQuery,
  detail: string,
  uploads: readonly Upload[],
): SendDecision {
  const problemDetail = detail.trim();
  if (!problemDetail) return { kind: 'empty' };
  if (uploads.some((upload) => upload.status === 'uploading')) return { kind: 'uploading' };
  if (uploads.some((upload) => upload.status === 'error')) return { kind: 'uploadFailed' };
  return {
    kind: 'send',
    submission: {
      problemType: query.problemType,
      problemSonType: query.problemSonType,
      problemDetail,
      images: uploadedUrls(uploads),
      orderNo: query.orderNo,
    },
  };
}
