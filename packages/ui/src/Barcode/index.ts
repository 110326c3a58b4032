export { Barcode, type BarcodeProps } from './Barcode.tsx';
