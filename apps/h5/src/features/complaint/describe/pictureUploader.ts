export { ImageUploader } from '@hiram/ui';
