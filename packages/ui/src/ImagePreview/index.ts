export { ImagePreview, type ImagePreviewProps, type PreviewImage } from './ImagePreview.tsx';
