export { whenIdle } from './whenIdle.ts';
