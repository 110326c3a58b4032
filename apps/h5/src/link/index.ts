export { checkImageSrc } from './checkImage.ts';
export { checkUrl, type RefusalReason, type UrlCheck, type UrlPolicy } from './checkUrl.ts';
export {
  createLinkGuard,
  type InAppNavigate,
  type LinkGuard,
  type LinkGuardHooks,
  linkGuard,
} from './linkGuard.ts';
