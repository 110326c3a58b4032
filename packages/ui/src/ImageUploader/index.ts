export { fitWithin, type Size } from './fitWithin.ts';
export type { UploadItem, UploadStatus } from './ImageTile.tsx';
export { ImageUploader, type ImageUploaderProps } from './ImageUploader.tsx';
export { type ShrinkImageOptions, shrinkImage } from './shrinkImage.ts';
