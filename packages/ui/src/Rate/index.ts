export { Rate, type RateProps } from './Rate.tsx';
