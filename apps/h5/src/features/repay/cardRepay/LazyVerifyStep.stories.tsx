import { loadOnce } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { LazyVerifyStep } from './LazyVerifyStep.tsx';
import type { verifyStepCode } from './verifyStepCode.ts';

type Source = typeof verifyStepCode;
type StepModule = Awaited<ReturnType<Source['load']>>;

/** The stories' stand-in for the step's chunk, made afresh before each story. */
let source: Source;
let release: () => void = () => undefined;

const meta = {
  title: 'Screens/Repay/Card repayment SMS step',
  component: LazyVerifyStep,
  args: {
    card: { id: '302', bankName: 'BPI', cardNo: '4111111111117710', bankCode: 'BPI' },
    code: '',
    onCodeChange: fn(),
    codeError: '',
    codeRefusals: 0,
    countdownKey: 'sms:paymentWay:lazy-story',
    onResend: fn(async () => true),
    onResendBlocked: fn(),
  },
  render: (args) => <LazyVerifyStep {...args} source={source} />,
} satisfies Meta<typeof LazyVerifyStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step's code is still on its way: a busy note, then the step as soon as it arrives. */
export const StillLoading: Story = {
  beforeEach: () => {
    source = loadOnce(
      () =>
        new Promise<StepModule>((resolve) => {
          release = () => resolve(import('./VerifyStep.tsx'));
        }),
    );
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('status');
    await expect(note).toHaveTextContent('Loading…');
    await expect(note).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'SMS verification' })).toContainElement(note);
    await expect(canvas.queryByLabelText('SMS code')).toBeNull();
    release();
    await expect(await canvas.findByLabelText('SMS code', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * The fetch failed (offline): it says so, and 'Try again' loads the page anew once online; the
 * browser would not fetch a failed chunk again, and the page brings the kept step back.
 */
export const LoadFailed: Story = {
  args: { onReload: fn() },
  beforeEach: () => {
    source = loadOnce(() => Promise.reject(new Error('offline')));
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Check your internet connection and try again.',
    );
    await expect(canvas.queryByLabelText('SMS code')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
