import type { GuidePictureId } from './guideContent.ts';
import kiosk from './kiosk.svg?no-inline';
import slip from './slip.svg?no-inline';
import wallet from './wallet.svg?no-inline';

/** The step illustrations' addresses: files of their own, fetched only when shown. */
export const GUIDE_PICTURES: Readonly<Record<GuidePictureId, string>> = { wallet, kiosk, slip };
