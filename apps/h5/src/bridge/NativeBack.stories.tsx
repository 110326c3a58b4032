import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useNativeBack } from './useNativeBack.ts';

/** A page that keeps the user once, the way loan confirm shows its retention dialog. */
function RetainOnce() {
  const [enabled, setEnabled] = useState(true);
  const [shown, setShown] = useState(0);
  useNativeBack(() => {
    if (shown > 0) return false;
    setShown(shown + 1);
    return true;
  }, enabled);
  return (
    <div style={{ padding: 16 }}>
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
        Answer native back
      </label>
      <p role="status">Retention shown {shown} times</p>
    </div>
  );
}

const meta = {
  title: 'App/Bridge/Native back',
  component: RetainOnce,
} satisfies Meta<typeof RetainOnce>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsTheUserOnce: Story = {
  play: async ({ canvas }) => {
    await expect(window.onNativeBack?.()).toBe(true);
    await expect(await canvas.findByText('Retention shown 1 times')).toBeVisible();
    // The installed handler sees the latest state, so the second back is left to native.
    await expect(window.onNativeBack?.()).toBe(false);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Answer native back' }));
    await waitFor(() => expect(window.onNativeBack).toBeUndefined());
  },
};
