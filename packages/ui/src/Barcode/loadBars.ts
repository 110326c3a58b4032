/** The bars' code, a chunk of its own. */
export const loadBars = () => import('./BarcodeSvg.tsx');

/**
 * Fetches the bars' code now, beside the code of what will show a barcode (a pay-code dialog),
 * rather than once a barcode renders: at a cashier's counter, on a weak link. A failure is met
 * again when a barcode shows. In a module of its own, so its caller does not take `Barcode`.
 */
export function preloadBarcode(): Promise<unknown> {
  return loadBars().catch(() => undefined);
}
