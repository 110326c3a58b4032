export { CopyText, type CopyTextProps } from './CopyText.tsx';
