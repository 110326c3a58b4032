import { useInBrowser } from '@hiram/ui';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../paths/index.ts';
import { useNavigateOnce, usePageBack } from '../../../screen/index.ts';
import { ComplaintDetailView } from './ComplaintDetailView.tsx';
import { namesNoProblem, problemIdFrom } from './complaintDetailScreen.ts';
import { MissingComplaintView } from './MissingComplaintView.tsx';
import { RATING_DELAY_MS } from './ratingPrompt.ts';
import { useComplaintDetail } from './useComplaintDetail.ts';

export interface ComplaintDetailPageProps {
  /** The spec's 3000 ms; stories that are not about the delay shorten it. */
  ratingDelayMs?: number;
}

function LoadedComplaint({
  problemId,
  ratingDelayMs,
}: {
  problemId: string;
  ratingDelayMs: number;
}) {
  return <ComplaintDetailView {...useComplaintDetail(problemId, ratingDelayMs)} />;
}

function MissingComplaint() {
  const navigate = useNavigateOnce();
  const onBack = usePageBack();
  return (
    <MissingComplaintView
      queryKnown={useInBrowser()}
      onBack={onBack}
      onOpenList={() => navigate(paths.complaintList.href(), { replace: true })}
    />
  );
}

/** `/complainDetails?problemId=`: one complaint and its rating. */
export default function ComplaintDetailPage({
  ratingDelayMs = RATING_DELAY_MS,
}: ComplaintDetailPageProps) {
  const problemId = problemIdFrom(useLocation().search);
  return namesNoProblem(problemId) ? (
    <MissingComplaint />
  ) : (
    <LoadedComplaint key={problemId} problemId={problemId} ratingDelayMs={ratingDelayMs} />
  );
}
