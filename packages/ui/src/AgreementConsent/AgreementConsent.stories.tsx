import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementConsent, type AgreementConsentProps } from './AgreementConsent.tsx';

const meta = {
  title: 'Components/AgreementConsent',
  component: AgreementConsent,
  args: {
    agreements: [
      { key: '1', title: 'Loan Agreement' },
      { key: '2', title: 'Privacy Policy' },
      { key: '3', title: 'Authorization to Debit' },
    ],
    onOpen: fn(),
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AgreementConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = 'I have read and agree to the agreements';

/** The box starts checked; each link calls back with its key and leaves the box alone. */
export const CheckedByDefault: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: box });
    await expect(checkbox).toBeChecked();
    const links = within(canvas.getByRole('list', { name: 'Agreements' }));
    await userEvent.click(links.getByRole('button', { name: 'Privacy Policy' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith('2');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Unchecking: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: box });
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

function Controlled(args: AgreementConsentProps) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <AgreementConsent
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange?.(next);
        }}
      />
      <p>{checked ? 'Agreed' : 'Not agreed'}</p>
    </>
  );
}

/** Controlled by the page: the page's state decides what the box shows. */
export const ControlledUnchecked: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: box });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByText('Agreed')).toBeVisible();
  },
};

/** The link whose page is being fetched reads as busy and ignores taps. */
export const OpeningOne: Story = {
  args: { pendingKey: '1' },
  play: async ({ args, canvas }) => {
    const pending = canvas.getByRole('button', { name: 'Loan Agreement' });
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pending);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Authorization to Debit' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith('3');
  },
};

export const CustomLabels: Story = {
  args: { label: 'I accept', listLabel: 'Documents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept' })).toBeChecked();
    await expect(canvas.getByRole('list', { name: 'Documents' })).toBeVisible();
  },
};

/** Without agreements only the box shows. */
export const NoAgreements: Story = {
  args: { agreements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: box })).toBeChecked();
  },
};

/** Every link is a full-size touch target. */
export const TouchTargets: Story = {
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('button')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Titles are the server's text: one long word breaks inside a 320 px phone's width. */
export const UnbrokenTitles: Story = {
  args: {
    agreements: [
      { key: '1', title: 'Loan Agreement' },
      { key: '2', title: 'KasunduanSaPautangAtPahintulotSaPagbabawasNgBayad' },
    ],
  },
  render: (args) => (
    <div style={{ width: 288 }} data-testid="column">
      <AgreementConsent {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const edge = canvas.getByTestId('column').getBoundingClientRect().right;
    const long = canvas.getByRole('button', {
      name: 'KasunduanSaPautangAtPahintulotSaPagbabawasNgBayad',
    });
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    const words = document.createRange();
    words.selectNodeContents(long);
    const lines = new Set([...words.getClientRects()].map(({ top }) => Math.round(top)));
    await expect(lines.size).toBeGreaterThan(1);
    for (const link of canvas.getAllByRole('button')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
