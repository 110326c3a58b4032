/** Placeholder: the screen is being built. */
export default function CardRepayPage() {
  return null;
}
