export { Barcode, type BarcodeProps, preloadBarcode } from './Barcode.tsx';
