import type { ProblemDetail } from '../../../api/index.ts';
import type { LinkGuard } from '../../../link/index.ts';

/** Pictures the link guard allowed, and whether it refused any. */
export interface Pictures {
  srcs: string[];
  blocked: boolean;
}

/** The support agent's answer. */
export interface ProcessResult {
  reply: string;
  pictures: Pictures;
}

/** A complaint as its detail screen shows it. */
export interface ComplaintDetailScreen {
  type: string;
  /** '' when the type has no sub-types. */
  sonType: string;
  content: string;
  pictures: Pictures;
  /** `null` when the server sent neither a reply nor a picture: the block is hidden. */
  result: ProcessResult | null;
  /** The server's `isNeedScore` is not 0: the rating modal opens after a while. */
  needsScore: boolean;
}

function pictures(urls: readonly string[], image: LinkGuard['image']): Pictures {
  const srcs = urls.flatMap((url) => image(url) ?? []);
  return { srcs, blocked: srcs.length < urls.length };
}

/** The `problem-detail` answer with every picture through the link guard's image rule. */
export function complaintDetailScreen(
  detail: ProblemDetail,
  image: LinkGuard['image'],
): ComplaintDetailScreen {
  const reply = detail.disposeDetail.trim();
  return {
    type: detail.type,
    sonType: detail.sonType.trim(),
    content: detail.content,
    pictures: pictures(detail.images, image),
    result:
      reply === '' && detail.disposeImages.length === 0
        ? null
        : { reply: detail.disposeDetail, pictures: pictures(detail.disposeImages, image) },
    needsScore: detail.isNeedScore !== 0,
  };
}

/** The complaint the page's query names; '' when it names none. */
export function problemIdFrom(search: string): string {
  return new URLSearchParams(search).get('problemId') ?? '';
}

/** A query without a complaint to open: nothing to ask the server. */
export const namesNoProblem = (problemId: string) => problemId.trim() === '';
