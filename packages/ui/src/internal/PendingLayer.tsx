import { keyframes, styled } from 'styled-components';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { VisuallyHidden } from './VisuallyHidden.ts';

const dim = keyframes`to { opacity: 1; }`;

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.color.overlay};
  opacity: 0;
  animation: ${dim} 0.2s 0.3s forwards;
  cursor: progress;
`;

/**
 * Stands for a layer opened before its code has come. It takes the taps meant for the page (a
 * second opener, a field to type in), so the layer opens over the screen it was asked from and
 * takes no focus from elsewhere; it says Loading to screen readers, and dims the page once the
 * wait is long enough to see.
 */
export function PendingLayer() {
  const { loading } = useUiStrings();
  return (
    <Cover role="status">
      <VisuallyHidden>{loading}</VisuallyHidden>
    </Cover>
  );
}
