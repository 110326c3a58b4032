export { CountdownButton, type CountdownButtonProps } from './CountdownButton.tsx';
export { startStoredCountdown } from './countdownClock.ts';
