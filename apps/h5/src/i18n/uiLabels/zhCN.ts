export { zhCNStrings } from '@hiram/ui';
