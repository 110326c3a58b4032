export { SECOND_TAP_MS } from '../internal/useEntering.ts';
export { dismissTopLayer } from './dismissTopLayer.ts';
