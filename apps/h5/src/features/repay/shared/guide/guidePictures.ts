import type { GuidePictureId } from './guideContent.ts';
import kiosk from './kiosk.svg';
import slip from './slip.svg';
import wallet from './wallet.svg';

/** The step illustrations' addresses: files of their own, fetched only when shown. */
export const GUIDE_PICTURES: Readonly<Record<GuidePictureId, string>> = { wallet, kiosk, slip };
