import { ToastHost, toast } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { config } from '../../../config/env.ts';
import { allowHost } from '../../../dev/storybook/allowHost.ts';
import { answerWith } from '../../../dev/storybook/answers.ts';
import { heldAnswer } from '../../../dev/storybook/heldAnswer.ts';
import {
  expectNothingHostileHappened,
  expectShownAsText,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { bridgeCalls, pagesLeftFor } from '../../../dev/storybook/journals.ts';
import {
  loadFailureStories,
  nothingSentTo,
  requestsTo,
  WAIT,
} from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { nativeApp } from '../../../dev/storybook/nativeApp.ts';
import { ScreenHarness } from '../../../dev/storybook/ScreenHarness.tsx';
import { unionErrorInfo } from '../../../mocks/order/fixtures.ts';
import { PNG_LOGO } from '../detail/orderStoryData.ts';
import UnionErrorPage from './UnionErrorPage.tsx';

function WiredUnionError() {
  return (
    <>
      <ToastHost />
      <ScreenHarness path="/unionError" url="/unionError">
        <UnionErrorPage />
      </ScreenHarness>
    </>
  );
}

const meta = {
  title: 'Screens/Order/Union error (wired)',
  component: WiredUnionError,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => toast.hide(),
} satisfies Meta<typeof WiredUnionError>;

export default meta;
type Story = StoryObj<typeof meta>;

const INFO = '/service/new/union-error-info';
const COUNT = '/gopia/goya/because';
const TARGET = '/gopia/goya/define';

const currentRoute = () =>
  screen
    .findByLabelText('Current route', { selector: 'output' }, WAIT)
    .then((output) => output.textContent);

const applyFor = async (name: string) => {
  const card = await screen.findByRole('article', { name }, WAIT);
  return within(card).getByRole('button');
};

/**
 * The tap is counted, the target asked for, and a web page on a host the brand allows opens
 * (the demo's answer: a store page).
 */
export const ProductTapOpensTheProduct: Story = {
  beforeEach: [withMockBackend('default'), allowHost('play.google.com')],
  play: async () => {
    await userEvent.click(await applyFor('Sulit Cash'));
    await waitFor(() => expect(pagesLeftFor).toHaveLength(1), WAIT);
    await expect(pagesLeftFor).toEqual([
      {
        url: 'https://play.google.com/store/apps/details?id=ph.example.product12',
        replace: false,
      },
    ]);
    await expect(requestsTo(COUNT)).toHaveLength(1);
    await expect(toast.getSnapshot()).toBeNull();
  },
};

/**
 * The tap is counted (module 18), the target asked for; a web host the brand does not allow (here,
 * none) is refused.
 */
export const ProductTapGoesThroughTheGuard: Story = {
  beforeEach: withMockBackend('default'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Failed' }, WAIT)).toBeVisible();
    await expect(
      canvas.getByText(
        'Your session has expired. Please close this page and open it again from the app.',
      ),
    ).toBeVisible();
    await expect(requestsTo(INFO)).toHaveLength(1);
    await userEvent.click(await applyFor('Sulit Cash'));
    await waitFor(() => expect(requestsTo(TARGET)).toHaveLength(1), WAIT);
    await waitFor(() => expect(requestsTo(COUNT)).toHaveLength(1), WAIT);
    await expect(requestsTo(COUNT)[0]).toMatchObject({
      bodyKind: 'form',
      body: { productId: '12', moduleId: '18' },
    });
    await expect(requestsTo(TARGET)[0]).toMatchObject({
      bodyKind: 'form',
      body: { productId: '12' },
    });
    await waitFor(
      () => expect(toast.getSnapshot()?.message).toBe('This link is not allowed.'),
      WAIT,
    );
    await expect(pagesLeftFor).toEqual([]);
    await expect(bridgeCalls).toEqual([]);
  },
};

/**
 * The click count is only statistics: the product opens while it is on its way, even from a
 * server that never answers it (the tap waited the client's 60 s before).
 */
export const CountNeverAnswers: Story = {
  beforeEach: [
    withMockBackend('product-target-in-app'),
    (context) => {
      const { msw } = context as typeof context & { msw: MswApi };
      msw.use(http.post(`${config.apiBase}${COUNT}`, () => delay('infinite')));
    },
  ],
  play: async () => {
    await userEvent.click(await applyFor('Bituin Credit'));
    await expect(await currentRoute()).toBe('/loanConfirm?productId=12');
  },
};

/** An http(s) target the guard allows is followed. */
export const WebTargetIsFollowed: Story = {
  beforeEach: withMockBackend('product-target-in-app'),
  play: async () => {
    await userEvent.click(await applyFor('Bituin Credit'));
    await expect(await currentRoute()).toBe('/loanConfirm?productId=12');
    await expect(requestsTo(COUNT)[0]?.body).toMatchObject({ productId: '14' });
    await expect(bridgeCalls).toEqual([]);
  },
};

/** A target that is not http(s), here a native page's name, goes to the native app. */
export const NativeTargetGoesToTheApp: Story = {
  beforeEach: withMockBackend('product-target-native'),
  play: async () => {
    await userEvent.click(await applyFor('Sulit Cash'));
    await waitFor(
      () =>
        expect(bridgeCalls).toEqual([
          { action: 'openPage', payload: { url: 'productDetail?id=12' } },
        ]),
      WAIT,
    );
  },
};

/** A double tap while the first is on its way counts and asks once. */
export const SendsOnce: Story = {
  beforeEach: withMockBackend('product-target-native'),
  play: async () => {
    const button = await applyFor('Sulit Cash');
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(bridgeCalls).toHaveLength(1), WAIT);
    await expect(requestsTo(COUNT)).toHaveLength(1);
    await expect(requestsTo(TARGET)).toHaveLength(1);
  },
};

const heldTarget = heldAnswer('define', { url: 'productDetail?id=99' });

/**
 * A second product tapped while the first one's answer is still on its way: only the second
 * opens, whichever answer comes last.
 */
export const LastProductTappedWins: Story = {
  beforeEach: [
    withMockBackend('product-target-native'),
    heldTarget.beforeEach,
    nativeApp('openPage'),
  ],
  play: async () => {
    await userEvent.click(await applyFor('Sulit Cash'));
    await waitFor(() => expect(requestsTo(COUNT)).toHaveLength(1), WAIT);
    await userEvent.click(await applyFor('Bituin Credit'));
    await waitFor(() => expect(bridgeCalls).toHaveLength(1), WAIT);
    await expect(await applyFor('Sulit Cash')).toHaveAttribute('aria-busy', 'true');
    heldTarget.release();
    // The first product's button is busy until its tap is done with.
    await waitFor(
      async () => expect(await applyFor('Sulit Cash')).not.toHaveAttribute('aria-busy'),
      WAIT,
    );
    await expect(bridgeCalls).toEqual([
      { action: 'openPage', payload: { url: 'productDetail?id=12' } },
    ]);
    await expect(requestsTo(TARGET)).toEqual([
      expect.objectContaining({ body: { productId: '14' } }),
    ]);
  },
};

export const DisabledProductSendsNothing: Story = {
  beforeEach: withMockBackend('default'),
  play: async () => {
    const button = await applyFor('Kaagapay Loan');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await nothingSentTo(COUNT);
    await nothingSentTo(TARGET);
  },
};

/** Each product logo goes through the image rule: inline PNG and allowed hosts show, the rest not. */
export const LogosThroughTheGuard: Story = {
  beforeEach: [
    withMockBackend('default'),
    answerWith('unionErrorInfo', {
      ...unionErrorInfo(),
      family: (unionErrorInfo().family ?? []).map((product, index) => ({
        ...product,
        logo: [PNG_LOGO, 'data:image/svg+xml,%3Csvg%2F%3E', 'https://evil.example/logo.png'][index],
      })),
    }),
  ],
  play: async () => {
    const logoOf = async (name: string) =>
      (await screen.findByRole('article', { name }, WAIT)).querySelector('img');
    await expect(await logoOf('Sulit Cash')).toHaveAttribute('src', PNG_LOGO);
    await expect(await logoOf('Kaagapay Loan')).toBeNull();
    await expect(await logoOf('Bituin Credit')).toBeNull();
    await expect(toast.getSnapshot()).toBeNull();
  },
};

export const NoProducts: Story = {
  beforeEach: withMockBackend('empty-lists'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Failed' }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: withMockBackend('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

const failures = loadFailureStories(INFO);

/** A failed load shows the server's message; Try again asks once more. */
export const ServerError: Story = failures.ServerError;
export const MalformedAnswer: Story = failures.MalformedAnswer;
export const GatewayFailure: Story = failures.GatewayFailure;
export const NetworkFailure: Story = failures.NetworkFailure;

/**
 * Hostile answers: every payload shows as literal text; a product's target URL is refused, and
 * nothing runs or opens.
 */
export const Hostile: Story = {
  beforeEach: [withHostileBackend, () => toast.hide()],
  play: async () => {
    // The notice stands in for errMessage only when errMessage is empty.
    await expectShownAsText('unionErrorInfo', [
      'errMessage',
      'family[].name',
      'family[].buttonText',
      'family[].range',
      'family[].rangeDesc',
      'family[].rate',
      'family[].desc',
    ]);
    const [product] = screen.getAllByRole('article');
    if (!product) throw new Error('no product card');
    await userEvent.click(within(product).getByRole('button'));
    await waitFor(() => expect(requestsTo(TARGET)).toHaveLength(1), WAIT);
    await waitFor(
      () => expect(toast.getSnapshot()?.message).toBe('This link is not allowed.'),
      WAIT,
    );
    await expectNothingHostileHappened();
  },
};
