import type * as v from 'valibot';
import type { problemInitSchema } from '../../api/schemas/complaint.ts';
import { complaints, problemInit, type StoredComplaint } from './fixtures.ts';

export interface ComplaintSlice {
  problemInit: v.InferInput<typeof problemInitSchema>;
  complaints: StoredComplaint[];
}

export function complaintSlice(): ComplaintSlice {
  return { problemInit: problemInit(), complaints: complaints() };
}
