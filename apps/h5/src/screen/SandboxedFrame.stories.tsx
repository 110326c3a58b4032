import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import { SandboxedFrame } from './SandboxedFrame.tsx';

const meta = {
  title: 'App/Shell/Sandboxed frame',
  component: SandboxedFrame,
  args: { src: 'about:blank', title: en['title.loanAgreement'] },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SandboxedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checked page, named, in a sandbox that cannot move the app's window. */
export const Embedded: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle(en['title.loanAgreement']);
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    // Rendered by the app, the frame gets its address as soon as it is on the page.
    await waitFor(() => expect(frame).toHaveAttribute('src', 'about:blank'));
  },
};

/** A new address loads the new page in the same frame. */
export const AddressChanges: Story = {
  render: function AddressChanges(args) {
    const [src, setSrc] = useState(args.src);
    return (
      <>
        <button type="button" onClick={() => setSrc('about:blank#terms')}>
          {en['title.loanAgreement']}
        </button>
        <SandboxedFrame {...args} src={src} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const frame = canvas.getByTitle(en['title.loanAgreement']);
    await waitFor(() => expect(frame).toHaveAttribute('src', 'about:blank'));
    await userEvent.click(canvas.getByRole('button', { name: en['title.loanAgreement'] }));
    await waitFor(() => expect(frame).toHaveAttribute('src', 'about:blank#terms'));
    await expect(canvas.getByTitle(en['title.loanAgreement'])).toBe(frame);
  },
};

/** The guard refused the page: the refusal stands in its place. */
export const Refused: Story = {
  args: { src: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['link.frameBlocked']);
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['link.blocked']);
  },
};
