export { countGraphemes, truncateGraphemes } from './graphemes.ts';
export { TextAreaCounter, type TextAreaCounterProps } from './TextAreaCounter.tsx';
