export { type LoadOnce, loadOnce } from './loadOnce.ts';
export { type LayerCode, useLayerCode } from './useLayerCode.ts';
export { whenIdle } from './whenIdle.ts';
