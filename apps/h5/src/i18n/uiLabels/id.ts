export { idStrings } from '@hiram/ui';
