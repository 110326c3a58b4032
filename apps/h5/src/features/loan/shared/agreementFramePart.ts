import { lazyPart } from '../../../screen/lazyPart.tsx';
import type { SandboxedFrameProps } from '../../../screen/SandboxedFrame.tsx';

/**
 * The agreement modal's page: shown only in the modal, so its code is not part of the first load;
 * the confirm screen fetches it when the page is idle, and with the modal's when that opens first.
 */
export const { Part: AgreementFramePart, load: loadAgreementFrame } = lazyPart<SandboxedFrameProps>(
  () => import('../../../screen/SandboxedFrame.tsx').then((module) => module.SandboxedFrame),
);

/** Fetches the frame's code ahead; a failed fetch is left to the modal, whose frame asks again. */
export const warmAgreementFrame = (): void => {
  loadAgreementFrame().catch(() => undefined);
};
