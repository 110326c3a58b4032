export { Empty, type EmptyAction, type EmptyProps } from './Empty.tsx';
