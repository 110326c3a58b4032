export { SECOND_TAP_MS } from '../internal/entering.ts';
export { PendingLayer, type PendingLayerProps } from '../internal/PendingLayer.tsx';
export { dismissTopLayer } from './dismissTopLayer.ts';
