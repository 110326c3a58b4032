import { ComplaintStartView } from './ComplaintStartView.tsx';
import { useComplaintStart } from './useComplaintStart.ts';

/** `/complaint`: the complaint start page. */
export default function ComplaintStartPage() {
  return <ComplaintStartView {...useComplaintStart()} />;
}
