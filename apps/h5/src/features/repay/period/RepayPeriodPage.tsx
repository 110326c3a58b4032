/** Placeholder: the screen is being built. */
export default function RepayPeriodPage() {
  return null;
}
