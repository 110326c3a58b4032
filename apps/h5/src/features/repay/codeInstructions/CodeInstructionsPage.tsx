/** Placeholder: the screen is being built. */
export default function CodeInstructionsPage() {
  return null;
}
