import type { ImageUploaderProps } from '@hiram/ui';
import { styled } from 'styled-components';
import { lazyPart } from '../../../screen/lazyPart.tsx';

/** Holds the uploader's first row while its code arrives, so nothing below it moves. */
const Placeholder = styled.div`
  min-height: 88px;
`;

/** The picture uploader, fetched beside the form's data rather than in the page's first load. */
export const { Part: LazyImageUploader, load: loadImageUploader } = lazyPart<ImageUploaderProps>(
  () => import('./pictureUploader.ts').then((module) => module.ImageUploader),
  <Placeholder />,
);
