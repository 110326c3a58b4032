export { filStrings } from '@hiram/ui';
