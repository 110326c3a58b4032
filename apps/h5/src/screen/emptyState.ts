export { Empty } from '@hiram/ui';
