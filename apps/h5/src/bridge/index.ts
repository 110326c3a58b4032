export { bridge, setBridgeListener } from './bridge.ts';
export {
  type Bridge,
  type BridgeListener,
  type BridgeOptions,
  createBridge,
} from './createBridge.ts';
export { trackPageBehind } from './historyBehind.ts';
export { setNativeBackHandler } from './nativeBack.ts';
export type {
  BridgeAction,
  BridgePayload,
  BridgeWindow,
  NativeBackHandler,
} from './nativeWindow.ts';
export { useNativeBack } from './useNativeBack.ts';
