/**
 * Spec section 4: after a commit, the SMS step when `needValid` is 1, else the order page (the
 * payment is in). An SMS step without the record its code confirms cannot go on: the commit's
 * answer is unreadable, and nothing was paid yet.
 */
export function commitOutcome(answer: {
  needValid: number;
  repayRecordId: string;
}): 'paid' | 'verify' | 'unreadable' {
  if (answer.needValid !== 1) return 'paid';
  return answer.repayRecordId.trim() ? 'verify' : 'unreadable';
}
