export { useInBrowser } from './useInBrowser.ts';
