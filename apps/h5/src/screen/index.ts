export { type ResourceState, type ScreenError, toScreenError } from './resourceState.ts';
export { ScreenStatus, type ScreenStatusProps } from './ScreenStatus.tsx';
export { usePageBack } from './usePageBack.ts';
export { type Resource, useResource } from './useResource.ts';
