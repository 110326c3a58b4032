import { ToastHost, toast } from '@hiram/ui';
import type { ComponentType, ReactNode } from 'react';
import { screen } from 'storybook/test';
import { WAIT } from './loadFailures.ts';
import { ScreenHarness } from './ScreenHarness.tsx';

/** A page at its route on the mock backend, with the toasts it shows. */
export function WiredScreen({
  path,
  url,
  before,
  children,
}: {
  path: string;
  url: string;
  before?: readonly string[];
  children: ReactNode;
}) {
  return (
    <>
      <ToastHost />
      <ScreenHarness path={path} url={url} before={before}>
        {children}
      </ScreenHarness>
    </>
  );
}

/** A story component: `Page` at `path`, opened at the story's `url` after the pages `before`. */
export function wiredPage(path: string, Page: ComponentType) {
  return function WiredPage({ url, before }: { url: string; before?: readonly string[] }) {
    return (
      <WiredScreen path={path} url={url} before={before}>
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
