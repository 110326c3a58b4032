export { Popup, type PopupProps } from './Popup.tsx';
