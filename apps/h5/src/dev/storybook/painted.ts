export { painted } from '../../../../../packages/ui/docs/painted.ts';
