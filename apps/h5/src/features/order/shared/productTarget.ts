/**
 * Spec section 7 (`/gopia/goya/define`): a target starting with http is a web page the
 * browser goes to; anything else is a page the native app opens.
 */
export function isWebTarget(target: string): boolean {
  return /^https?:/i.test(target.trim());
}
