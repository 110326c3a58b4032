import { ComplaintDescribeView } from './ComplaintDescribeView.tsx';
import { useComplaintDescribe } from './useComplaintDescribe.ts';

/** `/complainPageNext`: the complaint's description, pictures and Send. */
export default function ComplaintDescribePage() {
  return <ComplaintDescribeView {...useComplaintDescribe()} />;
}
