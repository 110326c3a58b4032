export { type DisplayFormat, showDate, showMoney } from './displayFormat.ts';
export { FooterForm, type FooterFormProps } from './FooterForm.tsx';
export { HeldSpace } from './HeldSpace.tsx';
export {
  mapReady,
  type ResourceState,
  type ScreenError,
  toScreenError,
} from './resourceState.ts';
export { SandboxedFrame, type SandboxedFrameProps } from './SandboxedFrame.tsx';
export {
  type LoadedScreenProps,
  ScreenLayout,
  type ScreenLayoutProps,
  type StaticScreenProps,
} from './ScreenLayout.tsx';
export { Heading, Section, type SectionProps, type SectionVariant } from './Section.tsx';
export { showPercent } from './showPercent.ts';
export { useBackWaits } from './useBackWaits.ts';
export { useDisplayFormat } from './useDisplayFormat.ts';
export { useEntryState } from './useEntryState.ts';
export { useFollowLink } from './useFollowLink.ts';
export { type NavigateTo, useNavigateOnce } from './useNavigateOnce.ts';
export { usePageBack, useReturnTo } from './usePageBack.ts';
export { type Resource, useResource } from './useResource.ts';
export { useReturnFromApp } from './useReturnFromApp.ts';
export { useStillShown } from './useStillShown.ts';
export { visibleTimeout } from './visibleTimeout.ts';
