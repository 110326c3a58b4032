import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { en } from '../i18n/catalogues/en.ts';
import { ScreenStatus } from './ScreenStatus.tsx';

const meta = {
  title: 'App/Shell/Screen status',
  component: ScreenStatus,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en['app.loading'])).toBeInTheDocument();
    await expect(canvas.getByText(en['app.loading']).closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ServerError: Story = {
  args: {
    status: 'error',
    error: { kind: 'server', message: 'Order not found' },
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.error.title']);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order not found');
    await userEvent.click(canvas.getByRole('button', { name: en['app.retry'] }));
    await expect(args.status === 'error' && args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NetworkFailure: Story = {
  args: { status: 'error', error: { kind: 'network', message: 'error' }, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.offline.body']);
  },
};

export const MalformedAnswer: Story = {
  args: {
    status: 'error',
    error: { kind: 'malformed', message: en['api.malformed'] },
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.malformed.title']);
  },
};

/** A gateway's error page says nothing a borrower can use: they read what no answer reads. */
export const GatewayFailure: Story = {
  args: { status: 'error', error: { kind: 'http', message: en['api.error'] }, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.offline.body']);
  },
};

/**
 * The screen's own code did not arrive: the browser's words are no borrower's business, and
 * "Try again" loads the page anew (a failed chunk is not fetched again in the same page).
 */
export const CodeDidNotArrive: Story = {
  args: {
    status: 'error',
    error: {
      kind: 'unknown',
      message: 'Failed to fetch dynamically imported module: https://hiram.example/CostOfLoan-x.js',
    },
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['app.routeError.body']);
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/import|\.js/);
    await expect(canvas.getByRole('button', { name: en['app.retry'] })).toBeVisible();
  },
};

/**
 * The server refused without a word: the phone is online, so no advice about the connection, and
 * no bare 'error' (the toast's word for it) under the title.
 */
export const RefusalWithoutMessage: Story = {
  args: { status: 'error', error: { kind: 'server', message: en['api.error'] }, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(en['screen.offline.body']);
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['screen.error.title']);
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/\berror\b/);
  },
};
