import { type KeyboardEvent, useRef } from 'react';
import { styled } from 'styled-components';
import { wrapIndex } from '../Carousel/carouselModel.ts';
import { Backdrop } from '../internal/Backdrop.ts';
import { fillLabel } from '../internal/fillLabel.ts';
import { Portal } from '../internal/Portal.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import { useModal } from '../internal/useModal.ts';
import { useSwipe } from '../internal/useSwipe.ts';
import { close, imagePreview, next, previous, slideOf } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import type { ImagePreviewProps } from './ImagePreview.tsx';
import { PreviewButton } from './PreviewButton.tsx';

// Opaque and dark: the page showing through would distract from the image. The page's focus
// ring is drawn for a light page: on this dark ground it is the light text's.
const Layout = styled(Backdrop)`
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: max(8px, env(safe-area-inset-top)) env(safe-area-inset-right)
    max(8px, env(safe-area-inset-bottom)) env(safe-area-inset-left);
  background: ${({ theme }) => theme.color.toast};
  touch-action: pan-y pinch-zoom;
  user-select: none;
  -webkit-user-select: none;

  &:focus { outline: none; }
  & :focus-visible { outline-color: ${({ theme }) => theme.color.onToast}; }
`;

/** Fills the screen: small screenshots of payment steps become readable. */
const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 0;
  object-fit: contain;
  -webkit-user-drag: none;
`;

const Bar = styled.div`
  position: absolute;
  right: 0;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  pointer-events: none;

  & > * { pointer-events: auto; }
`;

const TopBar = styled(Bar)`
  top: env(safe-area-inset-top);
`;

const BottomBar = styled(Bar)`
  bottom: env(safe-area-inset-bottom);
`;

const Counter = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The open preview: a chunk of its own, fetched as `ImagePreview` first renders. */
export default function OpenPreview({
  images,
  index,
  defaultIndex = 0,
  onIndexChange,
  onClose,
  label,
}: Omit<ImagePreviewProps, 'open'>) {
  const strings = useUiLabels({ imagePreview, close, previous, next, slideOf });
  const layout = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useControllableState({
    prop: index,
    defaultProp: defaultIndex,
    onChange: onIndexChange,
    caller: 'ImagePreview',
  });
  const count = images.length;
  const current = wrapIndex(shown, count);
  const image = images[current];
  const several = count > 1;
  useModal(layout, onClose);

  const show = (next: number) => {
    const target = wrapIndex(next, count);
    if (target !== current) setShown(target);
  };
  const swipe = useSwipe<HTMLDivElement>((step) => show(current + step), { enabled: several });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || event.defaultPrevented) return;
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
  };

  return (
    <Portal>
      <Layout
        ref={layout}
        $layer="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label ?? strings.imagePreview}
        tabIndex={-1}
        onClick={(event) => event.currentTarget.hasAttribute('data-entering') || onClose()}
        onKeyDown={onKeyDown}
        {...swipe.handlers}
      >
        {image && <Picture src={image.src} alt={image.alt} draggable={false} />}
        <TopBar>
          {several ? (
            <Counter aria-live="polite">
              {fillLabel(strings.slideOf, { index: current + 1, total: count })}
            </Counter>
          ) : (
            <span />
          )}
          <PreviewButton label={strings.close} icon="close" onPress={onClose} />
        </TopBar>
        {several && (
          <BottomBar>
            <PreviewButton
              label={strings.previous}
              icon="previous"
              onPress={() => show(current - 1)}
            />
            <PreviewButton label={strings.next} icon="next" onPress={() => show(current + 1)} />
          </BottomBar>
        )}
      </Layout>
    </Portal>
  );
}
