export { Barcode, type BarcodeProps } from './Barcode.tsx';
export { preloadBarcode } from './loadBars.ts';
