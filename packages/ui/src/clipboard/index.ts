export { copyText } from './copyText.ts';
