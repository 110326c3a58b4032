import type * as v from 'valibot';
import type { problemInitSchema } from '../../api/schemas/complaint.ts';
import { complaints, problemInit, type StoredComplaint } from './fixtures.ts';

export interface ComplaintSlice {
  problemInit: v.InferInput<typeof problemInitSchema>;
  complaints: StoredComplaint[];
  /** The pictures `upload-problem-img` received, by id: served at their `uploadedImage` URL. */
  uploads: Map<string, Blob>;
}

export function complaintSlice(): ComplaintSlice {
  return { problemInit: problemInit(), complaints: complaints(), uploads: new Map() };
}
