export { PromoPopup, type PromoPopupProps } from './PromoPopup.tsx';
