import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { sheetReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { nativeApp } from '../../../dev/storybook/nativeApp.ts';
import { loadFieldPicker } from './lazyFieldPicker.ts';

/**
 * The pickers and their sheets are chunks of their own: a story loads them first, as the app
 * warms them once the form shows (a first render that waits for code never resumes under the
 * test runner's `act`).
 */
export async function loadPickerSheets() {
  await Promise.all([
    loadFieldPicker(),
    import('../../../../../../packages/ui/src/Picker/OptionSheet.tsx'),
    import('../../../../../../packages/ui/src/CityPicker/CitySheet.tsx'),
  ]);
  return {};
}

/** The button of the picker field labelled `title`, whatever it shows. */
export const choiceField = (title: string) =>
  screen.findByRole('button', { name: new RegExp(`^${title} `) }, WAIT);

/** Opens the field `title`'s picker, taps each of `options` in turn, then Confirm. */
export async function choose(title: string, ...options: string[]) {
  await userEvent.click(await choiceField(title));
  const sheet = await sheetReady(title);
  for (const option of options) {
    await userEvent.click(await screen.findByRole('option', { name: option }, WAIT));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(sheet).not.toBeInTheDocument(), WAIT);
}

/** A stand-in for `window.visualViewport` whose height a story changes as a keyboard would. */
export class FakeVisualViewport extends EventTarget {
  width = window.innerWidth;
  height = window.innerHeight;
  scale = 1;
  offsetLeft = 0;
  offsetTop = 0;

  resizeTo(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

export const fakeViewport = { current: new FakeVisualViewport() };

/** A story's `beforeEach`: a fake visual viewport, the real one put back afterwards. */
export function withFakeViewport() {
  const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
  fakeViewport.current = new FakeVisualViewport();
  Object.defineProperty(window, 'visualViewport', {
    configurable: true,
    get: () => fakeViewport.current,
  });
  return () => {
    if (original) Object.defineProperty(window, 'visualViewport', original);
    else Reflect.deleteProperty(window, 'visualViewport');
  };
}

/** The native app the bank form talks to: it closes the web view and hears the flow start and end. */
export const withNativeApp = nativeApp('closeWebView', 'startBankBind', 'endBankBind');

export { sheetReady };
