export { PayCodeCard, type PayCodeCardMode, type PayCodeCardProps } from './PayCodeCard.tsx';
