import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { fillLabel } from '../internal/fillLabel.ts';
import { filStrings } from '../locale/fil.ts';
import { Carousel, type CarouselSlide } from './Carousel.tsx';

/** A banner drawn as an inline SVG, so the stories need no network. */
function banner(text: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">
<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="400" fill="url(#g)"/>
<text x="400" y="215" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: readonly CarouselSlide[] = [
  { key: 'fast', src: banner('Cash in 1 day', '#0f766e', '#1d4ed8'), alt: 'Cash in 1 day' },
  {
    key: 'limit',
    src: banner('Loans up to ₱20,000', '#9a3412', '#be123c'),
    alt: 'Loans up to ₱20,000',
  },
  {
    key: 'users',
    src: banner('10,000+ happy users', '#1e1b4b', '#4338ca'),
    alt: '10,000+ happy users',
  },
];

/** A few intervals: timers run late on a busy machine. */
const TICK = { timeout: 3_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The dot marked current, by its accessible name. */
const activeDot = (root: HTMLElement) =>
  root.querySelector('button[aria-current="true"]')?.getAttribute('aria-label');

/** The slide the viewport shows: the one whose left edge lines up with it. */
const visibleSlide = (root: HTMLElement) => {
  const viewport = root.querySelector('section > div')?.getBoundingClientRect();
  const groups = within(root).getAllByRole('group', { hidden: true });
  return groups.findIndex(
    (group) => Math.abs(group.getBoundingClientRect().left - (viewport?.left ?? 0)) < 1,
  );
};

/** The dot after `dot`, as autoplay moves on from it. */
const dotAfter = (dot: string | null | undefined) =>
  `Slide ${(Number(dot?.match(/\d+/)?.[0]) % 3) + 1} of 3`;

/**
 * Expects no move for three intervals from the slide shown when the hold began. Autoplay runs from
 * mount, so on a busy machine it may have moved once before the play could hold it.
 */
async function expectHeld(root: HTMLElement, onChange: ((index: number) => void) | undefined) {
  const held = activeDot(root);
  if (onChange) mocked(onChange).mockClear();
  await sleep(900);
  await expect(activeDot(root)).toBe(held);
  await expect(onChange).not.toHaveBeenCalled();
  return held;
}

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: 'Promotions', slides, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = canvas.getAllByRole('group', { hidden: true });
    await expect(groups).toHaveLength(3);
    await expect(canvas.getAllByRole('group')).toEqual([groups[0]]);
    await expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(groups[0]).toHaveAccessibleName('1 of 3');
    await expect(canvas.getByRole('img', { name: 'Cash in 1 day' })).toBeVisible();
    // Slides out of view are out of reach of screen readers and the keyboard.
    await expect(canvas.queryByRole('img', { name: 'Loans up to ₱20,000' })).toBeNull();
    await expect(groups[1]).toHaveAttribute('inert');
    await expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    await expect(activeDot(canvasElement)).toBe('Slide 1 of 3');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const AutoAdvance: Story = {
  args: { interval: 400 },
  play: async ({ args, canvas, canvasElement }) => {
    const track = canvasElement.querySelector('[aria-live]');
    await expect(track).toHaveAttribute('aria-live', 'off');
    await expect(activeDot(canvasElement)).toBe('Slide 1 of 3');
    await waitFor(() => expect(activeDot(canvasElement)).toBe('Slide 2 of 3'), TICK);
    await waitFor(() => expect(activeDot(canvasElement)).toBe('Slide 3 of 3'), TICK);
    await waitFor(() => expect(activeDot(canvasElement)).toBe('Slide 1 of 3'), TICK);
    // By the call order, not the last call: on a busy machine the next tick may come first.
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 2);
    await expect(args.onChange).toHaveBeenNthCalledWith(3, 0);
    // Held still, the slide its dot marks comes to rest in view.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    const marked = () => Number(activeDot(canvasElement)?.match(/\d+/)?.[0]) - 1;
    await waitFor(() => expect(visibleSlide(canvasElement)).toBe(marked()), TICK);
  },
};

export const PausedWhileHovered: Story = {
  args: { interval: 300 },
  play: async ({ args, canvas, canvasElement }) => {
    const region = canvas.getByRole('region');
    await userEvent.hover(region);
    const held = await expectHeld(canvasElement, args.onChange);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(region);
    await waitFor(() => expect(activeDot(canvasElement)).toBe(dotAfter(held)), TICK);
  },
};

export const PausedWhileFocused: Story = {
  args: { interval: 300 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 3' })).toHaveFocus();
    const held = await expectHeld(canvasElement, args.onChange);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Slide 2 of 3' })).toHaveFocus();
    await expectHeld(canvasElement, args.onChange);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await waitFor(() => expect(activeDot(canvasElement)).toBe(dotAfter(held)), TICK);
  },
};

/** Touching the slides holds them until the finger lifts. */
export const PausedWhileTouched: Story = {
  args: { interval: 300 },
  play: async ({ args, canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Cash in 1 day' });
    const box = image.getBoundingClientRect();
    const at = {
      clientX: box.left + 50,
      clientY: box.top + 20,
      pointerId: 7,
      pointerType: 'touch',
    };
    image.dispatchEvent(new PointerEvent('pointerdown', { ...at, bubbles: true, isPrimary: true }));
    const held = await expectHeld(canvasElement, args.onChange);
    image.dispatchEvent(new PointerEvent('pointerup', { ...at, bubbles: true, isPrimary: true }));
    await waitFor(() => expect(activeDot(canvasElement)).toBe(dotAfter(held)), TICK);
  },
};

export const PauseButton: Story = {
  args: { interval: 300 },
  play: async ({ args, canvas, canvasElement }) => {
    const pause = canvas.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    await expect(pause).toHaveAccessibleName('Play');
    await userEvent.unhover(pause);
    pause.blur();
    const held = await expectHeld(canvasElement, args.onChange);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(pause);
    await expect(pause).toHaveAccessibleName('Pause');
    await userEvent.unhover(pause);
    pause.blur();
    await waitFor(() => expect(activeDot(canvasElement)).toBe(dotAfter(held)), TICK);
  },
};

export const Dots: Story = {
  args: { autoplay: false },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 3' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 3' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('img', { name: '10,000+ happy users' })).toBeVisible();
    await waitFor(() => expect(visibleSlide(canvasElement)).toBe(2));
    await expect(canvas.queryByRole('button', { name: 'Pause' })).toBeNull();
    // The current dot widens at once: a width in motion lays the page out on every frame.
    const current = canvas.getByRole('button', { name: 'Slide 3 of 3' });
    await expect(getComputedStyle(current, '::before').width).toBe('20px');
    await expect(getComputedStyle(current, '::before').transitionDuration).toBe('0s');
  },
};

function swipe(target: Element, fromX: number, toX: number, pointerId: number) {
  const y = target.getBoundingClientRect().top + 20;
  const init = { bubbles: true, isPrimary: true, pointerId, pointerType: 'touch', clientY: y };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: (fromX + toX) / 2 }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: toX }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX }));
}

let commits = 0;

/**
 * The track follows the finger without a render per move (a cheap phone dropped frames), and a
 * drag too short to swipe puts it back where it was.
 */
export const DragFollowsTheFinger: Story = {
  args: { autoplay: false },
  render: (args) => (
    <Profiler id="carousel" onRender={() => (commits += 1)}>
      <Carousel {...args} />
    </Profiler>
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Cash in 1 day' });
    const track = image.closest('[aria-roledescription="slide"]')?.parentElement;
    if (!track) throw new Error('no track');
    const before = track.style.transform;
    const y = image.getBoundingClientRect().top + 20;
    const init = { bubbles: true, isPrimary: true, pointerId: 7, pointerType: 'touch', clientY: y };
    image.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 200 }));
    await sleep(20);
    commits = 0;
    for (let x = 197; x >= 170; x -= 3) {
      image.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x }));
      // A frame apart, as a finger's moves come.
      await sleep(16);
    }
    await sleep(50);
    await expect(track.style.transform).toMatch(/- 30px\)\)$/);
    // The drag's start, not one a move (ten moves here).
    await expect(commits).toBeLessThanOrEqual(2);
    image.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 170 }));
    await waitFor(() => expect(track.style.transform).toBe(before));
  },
};

export const Swipe: Story = {
  args: { autoplay: false },
  play: async ({ args, canvas, canvasElement }) => {
    swipe(canvas.getByRole('img', { name: 'Cash in 1 day' }), 300, 100, 1);
    await waitFor(() => expect(activeDot(canvasElement)).toBe('Slide 2 of 3'));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(visibleSlide(canvasElement)).toBe(1));

    // A short move is not a swipe.
    swipe(canvas.getByRole('img', { name: 'Loans up to ₱20,000' }), 200, 170, 2);
    await sleep(50);
    await expect(activeDot(canvasElement)).toBe('Slide 2 of 3');

    swipe(canvas.getByRole('img', { name: 'Loans up to ₱20,000' }), 100, 300, 3);
    await waitFor(() => expect(activeDot(canvasElement)).toBe('Slide 1 of 3'));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);

    // Going back from the first slide goes round to the last.
    swipe(canvas.getByRole('img', { name: 'Cash in 1 day' }), 100, 300, 4);
    await waitFor(() => expect(activeDot(canvasElement)).toBe('Slide 3 of 3'));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1), interval: 200 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Cash in 1 day' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    swipe(canvas.getByRole('img'), 300, 100, 1);
    await sleep(500);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** With reduced motion asked for, slides change only when the user says so. */
export const ReducedMotion: Story = {
  args: { interval: 200 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      original.call(window, query.includes('prefers-reduced-motion') ? '(min-width: 0px)' : query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Pause' })).toBeNull();
    await sleep(700);
    await expect(args.onChange).not.toHaveBeenCalled();
    const track = canvasElement.querySelector<HTMLElement>('[aria-live]');
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2 of 3' }));
    await expect(activeDot(canvasElement)).toBe('Slide 2 of 3');
    // The slide is there at once, not slid in.
    await expect(track && getComputedStyle(track).transitionProperty).toBe('none');
  },
};

/** No slide changes while the tab is in the background. */
export const PausedWhileTabHidden: Story = {
  args: { interval: 300 },
  beforeEach: () => () => {
    Reflect.deleteProperty(document, 'visibilityState');
  },
  play: async ({ args, canvasElement }) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const held = await expectHeld(canvasElement, args.onChange);
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(activeDot(canvasElement)).toBe(dotAfter(held)), TICK);
  },
};

function ControlledCarousel() {
  const [index, setIndex] = useState(1);
  return (
    <>
      <Carousel
        label="Promotions"
        slides={slides}
        index={index}
        onChange={setIndex}
        autoplay={false}
      />
      <p>Showing slide {index + 1}</p>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCarousel />,
  play: async ({ canvas, canvasElement }) => {
    await expect(activeDot(canvasElement)).toBe('Slide 2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1 of 3' }));
    await expect(canvas.getByText('Showing slide 1')).toBeVisible();
    await expect(activeDot(canvasElement)).toBe('Slide 1 of 3');
  },
};

/** Any content as slides, here cards with a link: a tap on the link still works. */
export const WithChildren: Story = {
  args: { slides: undefined, autoplay: false },
  render: (args) => (
    <Carousel {...args}>
      <div style={{ padding: 24, minHeight: 120 }}>
        <p>Borrow again in 1 minute.</p>
        <a href="#apply" style={{ display: 'inline-block', padding: '12px 0' }}>
          Apply now
        </a>
      </div>
      <div style={{ padding: 24, minHeight: 120 }}>
        <p>Repay on time to raise your limit.</p>
      </div>
    </Carousel>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Apply now' });
    const onClick = fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', onClick);
    await userEvent.click(link);
    await expect(onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2 of 2' }));
    await expect(canvas.getByText('Repay on time to raise your limit.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Apply now' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '活动' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '活动' })).toHaveAttribute(
      'aria-roledescription',
      '轮播',
    );
    await expect(canvas.getAllByRole('group')[0]).toHaveAccessibleName('第 1 张，共 3 张');
    await expect(canvas.getByRole('button', { name: '幻灯片 2/3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '暂停' })).toBeVisible();
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  args: { label: 'Promosi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Slide 2 dari 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Jeda' })).toBeVisible();
  },
};

/** In Filipino: the built-in role descriptions, slide and dot names, and Pause that turns to Play. */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  args: { label: 'Mga promo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Mga promo' })).toHaveAttribute(
      'aria-roledescription',
      filStrings.carousel,
    );
    const [first] = canvas.getAllByRole('group');
    await expect(first).toHaveAccessibleName(fillLabel(filStrings.slideOf, { index: 1, total: 3 }));
    await expect(first).toHaveAttribute('aria-roledescription', filStrings.slide);
    await expect(
      canvas.getByRole('button', { name: fillLabel(filStrings.goToSlide, { index: 2, total: 3 }) }),
    ).toBeVisible();
    const pause = canvas.getByRole('button', { name: filStrings.pause });
    await userEvent.click(pause);
    await expect(pause).toHaveAccessibleName(filStrings.play);
  },
};
