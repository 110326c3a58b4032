export { SECOND_TAP_MS } from '../internal/entering.ts';
export { dismissTopLayer } from './dismissTopLayer.ts';
