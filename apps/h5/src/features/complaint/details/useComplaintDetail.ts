import { useMemo, useState } from 'react';
import { complaintApi } from '../../../api/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { mapReady, usePageBack, useResource } from '../../../screen/index.ts';
import type { ComplaintDetailViewProps, PreviewTarget } from './ComplaintDetailView.tsx';
import { complaintDetailScreen } from './complaintDetailScreen.ts';
import { useComplaintRating } from './useComplaintRating.ts';

/**
 * `/complainDetails?problemId=`'s data and actions: the early `problem-detail` call, the
 * pictures through the guard, the enlarged picture and the rating modal.
 */
export function useComplaintDetail(
  problemId: string,
  ratingDelayMs: number,
): ComplaintDetailViewProps {
  const onBack = usePageBack();
  const { state: loaded, retry } = useResource(
    (signal) => complaintApi.getProblemDetail(problemId, { signal }),
    [problemId],
    { refreshOnReturn: true },
  );
  const state = useMemo(
    () => mapReady(loaded, (detail) => complaintDetailScreen(detail, linkGuard.image)),
    [loaded],
  );
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const asks = state.status === 'ready' && state.data.needsScore;
  const { rating, ...ratingActions } = useComplaintRating(problemId, asks, ratingDelayMs);

  return {
    state,
    onRetry: retry,
    onBack,
    preview,
    onEnlarge: setPreview,
    onClosePreview: () => setPreview(null),
    // An enlarged picture is finished with before the modal asks for a rating.
    rating: { ...rating, open: rating.open && preview === null },
    ...ratingActions,
  };
}
