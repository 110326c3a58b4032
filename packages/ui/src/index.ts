export * from './Button/index.ts';
export * from './locale/index.ts';
export * from './theme/index.ts';
