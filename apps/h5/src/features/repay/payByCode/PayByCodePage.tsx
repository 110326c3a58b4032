/** Placeholder: the screen is being built. */
export default function PayByCodePage() {
  return null;
}
