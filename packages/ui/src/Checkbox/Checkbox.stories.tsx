import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from './Checkbox.tsx';

const openAgreement = fn();
const openPrivacy = fn();

function AgreementLabel() {
  return (
    <>
      I have read and agree to the{' '}
      <a
        href="/agreements/loan"
        onClick={(event) => {
          event.preventDefault();
          openAgreement();
        }}
      >
        Loan Agreement
      </a>{' '}
      and the{' '}
      <a
        href="/agreements/privacy"
        onClick={(event) => {
          event.preventDefault();
          openPrivacy();
        }}
      >
        Privacy Policy
      </a>
    </>
  );
}

const AGREEMENT_NAME = 'I have read and agree to the Loan Agreement and the Privacy Policy';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: <AgreementLabel />, onChange: fn() },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    openAgreement.mockClear();
    openPrivacy.mockClear();
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the box draws its check mark. */
const checkMarkShown = (root: HTMLElement) => {
  const mark = root.querySelector('[data-mark="check"]');
  return mark !== null && getComputedStyle(mark).display !== 'none';
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: AGREEMENT_NAME });
    await expect(box).toBeChecked();
    await expect(checkMarkShown(canvasElement)).toBe(true);
  },
};

export const Unchecked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: AGREEMENT_NAME });
    await expect(box).not.toBeChecked();
    await expect(checkMarkShown(canvasElement)).toBe(false);
    const target = box.getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(44);
    await expect(target.height).toBeGreaterThanOrEqual(44);
  },
};

export const Toggle: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: AGREEMENT_NAME });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
    await expect(box).not.toBeChecked();
    await expect(checkMarkShown(canvasElement)).toBe(false);
    // The label's plain text toggles it too.
    await userEvent.click(canvas.getByText(/I have read and agree/));
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await expect(box).toBeChecked();
  },
};

export const WithLinks: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: AGREEMENT_NAME });
    await userEvent.click(canvas.getByRole('link', { name: 'Loan Agreement' }));
    await expect(openAgreement).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }));
    await expect(openPrivacy).toHaveBeenCalledTimes(1);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    // Right after a link, a tap on the box itself still toggles it.
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { defaultChecked: true, disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: AGREEMENT_NAME });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText(/I have read and agree/), { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(checkMarkShown(canvasElement)).toBe(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledUnchecked: Story = {
  args: { disabled: true, children: 'Send me offers by SMS' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me offers by SMS' });
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { indeterminate: true, children: 'Select all bills' },
  play: async ({ args, canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: 'Select all bills' });
    await expect(box).toBePartiallyChecked();
    const dash = canvasElement.querySelector('[data-mark="dash"]');
    await expect(dash && getComputedStyle(dash).display).toBe('block');
    await expect(checkMarkShown(canvasElement)).toBe(false);
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: AGREEMENT_NAME });
    await expect(box).toHaveFocus();
    const mark = canvasElement.querySelector('[data-mark="check"]')?.parentElement;
    await expect(mark && getComputedStyle(mark).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
  },
};

function LoanConfirm() {
  const [agreed, setAgreed] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox checked={agreed} onChange={setAgreed}>
        <AgreementLabel />
      </Checkbox>
      <Button block disabled={!agreed}>
        Loan Now
      </Button>
    </div>
  );
}

/** The loan confirm page: checked by default, and "Loan Now" is inactive while unchecked. */
export const Controlled: Story = {
  render: () => <LoanConfirm />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: AGREEMENT_NAME });
    const loan = canvas.getByRole('button', { name: 'Loan Now' });
    await expect(box).toBeChecked();
    await expect(loan).toBeEnabled();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(loan).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Loan Agreement' }));
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(loan).toBeEnabled();
  },
};

/** A value the parent never updates stays as it is. */
export const ControlledWithoutUpdate: Story = {
  args: { checked: false, children: 'Remember this card' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this card' });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
    await expect(box).not.toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    defaultChecked: true,
    children:
      'I authorise the lender to debit the repayment amount from my linked bank account on the due date, and I understand that late payment incurs a one-time penalty and daily interest as stated in the Loan Agreement.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: /I authorise the lender/ })).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
