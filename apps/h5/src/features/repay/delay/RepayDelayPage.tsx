/** Placeholder: the screen is being built. */
export default function RepayDelayPage() {
  return null;
}
