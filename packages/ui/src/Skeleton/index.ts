export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
export { SkeletonShape, type SkeletonShapeProps, type SkeletonVariant } from './SkeletonShape.tsx';
