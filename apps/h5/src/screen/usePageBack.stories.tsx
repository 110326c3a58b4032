import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { bridgeCalls } from '../dev/storybook/journals.ts';
import { nativeApp } from '../dev/storybook/nativeApp.ts';
import { usePageBack } from './usePageBack.ts';

/** The first page the app showed: its Back closes the web view. */
function FirstPage() {
  const back = usePageBack();
  return (
    <button type="button" onClick={back}>
      Back
    </button>
  );
}

function Journey() {
  return (
    <MemoryRouter initialEntries={['/loanDetail']}>
      <FirstPage />
    </MemoryRouter>
  );
}

const meta = {
  title: 'App/Shell/usePageBack',
  component: Journey,
  beforeEach: nativeApp('closeWebView'),
} satisfies Meta<typeof Journey>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A double tap on the first page's Back closes the web view once: the second tap is the first
 * one's twin (before, this page had no such guard, and a double tap from the page after it,
 * whose second tap landed here, closed the web view).
 */
export const DoubleTapClosesOnce: Story = {
  play: async ({ canvas }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Back' }));
    await expect(bridgeCalls).toEqual([{ action: 'closeWebView' }]);
  },
};
