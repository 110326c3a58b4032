export { type LoadOnce, loadOnce } from './loadOnce.ts';
export { useLayerCode } from './useLayerCode.ts';
export { whenIdle } from './whenIdle.ts';
