export { FooterBar, type FooterBarProps } from './FooterBar.tsx';
