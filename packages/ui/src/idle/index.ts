export { setHeadStartPause, whenIdle } from './whenIdle.ts';
