import { fn } from 'storybook/test';
import * as v from 'valibot';
import { problemDetailSchema } from '../../../api/schemas/complaint.ts';
import { linkGuard } from '../../../link/index.ts';
import type { ComplaintDetailViewProps } from './ComplaintDetailView.tsx';
import { type ComplaintDetailScreen, complaintDetailScreen } from './complaintDetailScreen.ts';

export const RECEIPT = '/mock-images/receipt-gcash.svg';
export const CASE_CLOSED = '/mock-images/receipt-case-closed.svg';
export const CONTENT = 'An agent called me at 11 pm three nights in a row.';
export const REPLY =
  'We are sorry. The agent has been warned and calls are now limited to 8 am - 8 pm.';

/** A `problem-detail` answer as the view receives it, its pictures through the guard. */
export function storyComplaint(values: Record<string, unknown> = {}): ComplaintDetailScreen {
  const detail = v.parse(problemDetailSchema, {
    type: 'Collection',
    sonType: 'Calls at night',
    problemId: '9002',
    content: CONTENT,
    images: [RECEIPT],
    disposeDetail: REPLY,
    disposeImages: [CASE_CLOSED],
    isNeedScore: 1,
    ...values,
  });
  return complaintDetailScreen(detail, linkGuard.image);
}

export const ready = (data: ComplaintDetailScreen) => ({ status: 'ready' as const, data });

/** The view's args: the complaint shown, nothing enlarged, the modal closed, every callback a spy. */
export const storyArgs = (): ComplaintDetailViewProps => ({
  state: ready(storyComplaint()),
  onRetry: fn(),
  onBack: fn(),
  preview: null,
  onEnlarge: fn(),
  onClosePreview: fn(),
  rating: { open: false, stars: 0, sending: false },
  onStars: fn(),
  onCancelRating: fn(),
  onSendRating: fn(),
});
