import { ToastHost, toast } from '@hiram/ui';
import type { ComponentType, ReactNode } from 'react';
import { screen } from 'storybook/test';
import { WAIT } from './loadFailures.ts';
import { ScreenHarness, type ScreenHarnessProps } from './ScreenHarness.tsx';

/** A page at its route on the mock backend, with the toasts it shows. */
export function WiredScreen({
  children,
  ...harness
}: Omit<ScreenHarnessProps, 'children'> & { children: ReactNode }) {
  return (
    <>
      <ToastHost />
      <ScreenHarness {...harness}>{children}</ScreenHarness>
    </>
  );
}

/**
 * A story component: `Page` at `path`, opened at the story's `url` after the pages `before`;
 * with `landedBack`, the page it leads to has a way back to it.
 */
export function wiredPage(path: string, Page: ComponentType) {
  return function WiredPage(props: Omit<ScreenHarnessProps, 'path' | 'children'>) {
    return (
      <WiredScreen path={path} {...props}>
        <Page />
      </WiredScreen>
    );
  };
}

/** Where the borrower landed once the page sent them elsewhere in the app. */
export const currentRoute = () =>
  screen
    .findByLabelText('Current route', { selector: 'output' }, WAIT)
    .then((output) => output.textContent);

/** The toast on screen now, if any. */
export const toastMessage = () => toast.getSnapshot()?.message;
