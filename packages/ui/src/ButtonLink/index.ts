export { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';
