import { ToastHost, toast } from '@hiram/ui';
import type { ComponentType, ReactNode } from 'react';
import { screen } from 'storybook/test';
import { WAIT } from './loadFailures.ts';
import { ScreenHarness } from './ScreenHarness.tsx';

/** A page at its route on the mock backend, with the toasts it shows. */
export function WiredScreen({
  path,
  url,
  children,
}: {
  path: string;
  url: string;
  children: ReactNode;
}) {
  return (
    <>
      <ToastHost />
      <ScreenHarness path={path} url={url}>
        {children}
      </ScreenHarness>
    </>
  );
}

/** A story component: `Page` at `path`, opened at the story's `url`. */
export function wiredPage(path: string, Page: ComponentType) {
  return function WiredPage({ url }: { url: string }) {
    return (
      <WiredScreen path={path} url={url}>
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
