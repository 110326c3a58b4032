export { StatusHero, type StatusHeroProps } from './StatusHero.tsx';
export type { StatusVariant } from './StatusIcon.tsx';
