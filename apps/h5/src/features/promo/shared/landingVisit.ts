let counted = false;

/**
 * The landing's visit (`track-visit`), counted once per page load: its form shows again after
 * the registration terms, and each showing counted a visit, inflating the lender's figures.
 */
export const landingVisit = {
  counted: () => counted,
  /** True the first time only; from then on the visit is counted. */
  take: (): boolean => {
    if (counted) return false;
    counted = true;
    return true;
  },
  /** Stories: a new page load. */
  reset: () => {
    counted = false;
  },
};
