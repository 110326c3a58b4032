import type { ImageUploaderProps } from '@hiram/ui';
import { Suspense, use } from 'react';
import { styled } from 'styled-components';
import { loadOnce } from '../../../screen/loadOnce.ts';

/** Fetches the uploader's code once. */
export const { load: loadImageUploader } = loadOnce(() =>
  import('./pictureUploader.ts').then((module) => module.ImageUploader),
);

/** Holds the uploader's first row while its code arrives, so nothing below it moves. */
const Placeholder = styled.div`
  min-height: 88px;
`;

function Loaded(props: ImageUploaderProps) {
  const ImageUploader = use(loadImageUploader());
  return <ImageUploader {...props} />;
}

/** The picture uploader, fetched beside the form's data rather than in the page's first load. */
export function LazyImageUploader(props: ImageUploaderProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Loaded {...props} />
    </Suspense>
  );
}
