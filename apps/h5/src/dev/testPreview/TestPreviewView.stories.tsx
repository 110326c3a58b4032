import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptySession } from '../../session/index.ts';
import { initialPreviewValues, type PreviewField, previewHref } from './previewValues.ts';
import { type PreviewLink, TestPreviewView } from './TestPreviewView.tsx';

const screens = [
  { id: 'loanConfirm', label: 'Confirm loan · /loanConfirm', path: '/loanConfirm' },
  { id: 'loanDetail', label: 'Order details · /loanDetail', path: '/loanDetail' },
  { id: 'bindBank', label: 'Payment account information · /bindBank', path: '/bindBank' },
];

function Stateful({ onBack }: { onBack: () => void }) {
  const [values, setValues] = useState(() => initialPreviewValues(emptySession(), ''));
  const links: PreviewLink[] = screens.map((screen) => ({
    id: screen.id,
    label: screen.label,
    href: previewHref(screen.path, values),
  }));
  return (
    <TestPreviewView
      values={values}
      onChange={(field: PreviewField, value: string) =>
        setValues((old) => ({ ...old, [field]: value }))
      }
      links={links}
      scenarios={['order-174-delay', 'order-200']}
      onBack={onBack}
    />
  );
}

const meta = {
  title: 'App/Developer/Test preview',
  component: Stateful,
  args: { onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Test preview' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /Order details/ });
    const url = new URL(link.getAttribute('href') ?? '', 'https://x.example');
    await expect(url.pathname).toBe('/loanDetail');
    await expect(url.searchParams.get('userId')).toBe('100001');
  },
};

/** Every link follows the form: edit a value, the links carry it. */
export const EditingUpdatesLinks: Story = {
  play: async ({ canvas }) => {
    const orderId = canvas.getByLabelText('Order ID');
    await userEvent.clear(orderId);
    await userEvent.type(orderId, '777');
    await userEvent.selectOptions(canvas.getByLabelText('Mock scenario'), 'order-174-delay');
    await userEvent.selectOptions(canvas.getByLabelText('Language'), 'fil');
    const list = within(canvas.getByRole('list'));
    for (const link of list.getAllByRole('link')) {
      const url = new URL(link.getAttribute('href') ?? '', 'https://x.example');
      await expect(url.searchParams.get('orderId')).toBe('777');
      await expect(url.searchParams.get('scenario')).toBe('order-174-delay');
      await expect(url.searchParams.get('lang')).toBe('fil');
    }
  },
};

export const BackLeavesThePage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
