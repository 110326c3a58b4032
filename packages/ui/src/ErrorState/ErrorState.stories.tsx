import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { heldHandler } from '../../docs/heldHandler.ts';
import { filStrings } from '../locale/fil.ts';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithMessage: Story = {
  args: {
    title: 'Failed',
    message: 'The login link has expired. Open the app again to continue.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed');
    await expect(alert).toHaveTextContent('The login link has expired.');
  },
};

/** Server text stays text: markup in it is shown, never run. */
export const MessageIsText: Story = {
  args: { message: '<b>Network</b> <img src=x onerror=alert(1)> error' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('<b>Network</b> <img src=x onerror=alert(1)> error'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('b, img')).toBeNull();
  },
};

const held = heldHandler();

/** A retry that returns a promise keeps the button busy until it settles. */
export const Retrying: Story = {
  args: { onRetry: fn(held.run) },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    held.release();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
  },
};

export const BusyFromProp: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: /Retry/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'This order no longer exists.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This order no longer exists.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    message:
      'We could not load your repayment plan because the connection timed out after 60 seconds. Check your mobile data or Wi-Fi: https://example.com/help/network-troubleshooting',
    retryText: 'Load the repayment plan again',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(
      canvas.getByRole('button', { name: 'Load the repayment plan again' }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('出错了');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Terjadi kesalahan');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** In Filipino, with no title or retry text given: the built-in error title and Retry. */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(filStrings.errorTitle);
    await userEvent.click(canvas.getByRole('button', { name: filStrings.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
