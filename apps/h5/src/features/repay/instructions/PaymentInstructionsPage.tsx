/** Placeholder: the screen is being built. */
export default function PaymentInstructionsPage() {
  return null;
}
