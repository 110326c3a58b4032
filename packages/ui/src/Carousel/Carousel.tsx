import {
  Children,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { fillLabel } from '../internal/fillLabel.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion.ts';
import { useSwipe } from '../internal/useSwipe.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { CarouselControls } from './CarouselControls.tsx';
import { clampIndex, DEFAULT_INTERVAL, wrapIndex } from './carouselModel.ts';
import { useAutoplay } from './useAutoplay.ts';

export interface CarouselSlide {
  /** Tells the slides apart; unique within `slides`. */
  key: string;
  /** The image's URL; it fills the slide, cropped to `aspectRatio`. */
  src: string;
  /** The image's text alternative, e.g. the promotion it shows. */
  alt: string;
}

export interface CarouselProps {
  /** The carousel's accessible name, e.g. "Promotions". */
  label: string;
  /** Image slides; `children` (one slide each) is the alternative. */
  slides?: readonly CarouselSlide[] | undefined;
  children?: ReactNode | undefined;
  /** Milliseconds each slide stays; 3000 by default. */
  interval?: number | undefined;
  /** `false` never changes slides on its own. */
  autoplay?: boolean | undefined;
  /** The slide shown, from 0; makes the carousel controlled. */
  index?: number | undefined;
  /** The slide shown first when uncontrolled. */
  defaultIndex?: number | undefined;
  /** The slide shown changed (on its own, by a swipe or a dot): its index, from 0. */
  onChange?: ((index: number) => void) | undefined;
  /** CSS aspect ratio of image slides; `2 / 1` by default. */
  aspectRatio?: string | undefined;
  className?: string | undefined;
}

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  touch-action: pan-y pinch-zoom;
  user-select: none;
  -webkit-user-select: none;
`;

const Track = styled.div<{ $animate: boolean }>`
  display: flex;
  transition: ${({ $animate, theme }) =>
    $animate ? `transform ${theme.motion.slow} ${theme.motion.easing}` : 'none'};
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

const Image = styled.img`
  display: block;
  width: 100%;
  object-fit: cover;
`;

/**
 * Slides that change every `interval` ms, with dots, swipes and a pause button. It stops while
 * touched, hovered or focused, while the tab is hidden, and never moves on its own for users who
 * ask for reduced motion.
 */
export function Carousel({
  label,
  slides,
  children,
  interval = DEFAULT_INTERVAL,
  autoplay = true,
  index,
  defaultIndex = 0,
  onChange,
  aspectRatio = '2 / 1',
  className,
}: CarouselProps) {
  const strings = useUiStrings();
  const items = slides
    ? slides.map((slide) => (
        <Image
          key={slide.key}
          src={slide.src}
          alt={slide.alt}
          draggable={false}
          style={{ aspectRatio }}
        />
      ))
    : Children.toArray(children);
  const count = items.length;
  const [shown, setShown] = useControllableState({
    prop: index,
    defaultProp: defaultIndex,
    onChange,
    caller: 'Carousel',
  });
  const current = clampIndex(shown, count);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotates = autoplay && count > 1 && !reducedMotion;

  const show = (next: number) => {
    const target = wrapIndex(next, count);
    if (target !== current) setShown(target);
  };
  const timer = useAutoplay(interval, () => show(current + 1), !rotates || userPaused);
  const goTo = (next: number) => {
    show(next);
    timer.restart();
  };
  const track = useRef<HTMLDivElement>(null);
  const place = (dx: number) => `translateX(calc(${-100 * current}% + ${dx}px))`;
  const swipe = useSwipe<HTMLDivElement>((step) => goTo(current + step), {
    enabled: count > 1,
    onDrag: (dx) => {
      if (track.current) track.current.style.transform = place(dx);
    },
  });
  // A drag moved the track behind React's back: once it ends, put it where React has it (the
  // same value React would not write again), with the transition back on.
  useLayoutEffect(() => {
    if (!swipe.dragging && track.current) track.current.style.transform = place(0);
  });

  const hover = (held: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') timer.hold('hover', held);
  };
  const touch = (held: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') timer.hold('touch', held);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) timer.hold('focus', false);
  };

  return (
    <section
      aria-roledescription={strings.carousel}
      aria-label={label}
      className={className}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onFocus={() => timer.hold('focus', true)}
      onBlur={onBlur}
    >
      <Viewport
        {...swipe.handlers}
        onPointerDown={(event) => {
          touch(true)(event);
          swipe.handlers.onPointerDown(event);
        }}
        onPointerUp={(event) => {
          touch(false)(event);
          swipe.handlers.onPointerUp(event);
        }}
        onPointerCancel={() => {
          timer.hold('touch', false);
          swipe.handlers.onPointerCancel();
        }}
      >
        <Track
          ref={track}
          $animate={!swipe.dragging && !reducedMotion}
          aria-live={timer.running ? 'off' : 'polite'}
          style={{ transform: place(0) }}
        >
          {items.map((item, position) => (
            <Slide
              key={slides?.[position]?.key ?? position}
              role="group"
              aria-roledescription={strings.slide}
              aria-label={fillLabel(strings.slideOf, { index: position + 1, total: count })}
              inert={position !== current}
              aria-hidden={position !== current || undefined}
            >
              {item}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {count > 1 && (
        <CarouselControls
          count={count}
          current={current}
          onSelect={goTo}
          canPause={rotates}
          paused={userPaused}
          onTogglePause={() => setUserPaused((paused) => !paused)}
        />
      )}
    </section>
  );
}
