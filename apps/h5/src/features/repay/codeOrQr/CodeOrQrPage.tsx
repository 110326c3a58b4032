/** Placeholder: the screen is being built. */
export default function CodeOrQrPage() {
  return null;
}
