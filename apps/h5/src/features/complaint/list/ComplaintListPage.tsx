import { ComplaintListView } from './ComplaintListView.tsx';
import { useComplaintList } from './useComplaintList.ts';

/** `/complaintList`: the borrower's complaints. */
export default function ComplaintListPage() {
  return <ComplaintListView {...useComplaintList()} />;
}
