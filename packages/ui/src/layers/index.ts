export { dismissTopLayer } from './dismissTopLayer.ts';
