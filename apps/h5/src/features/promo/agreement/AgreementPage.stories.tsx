import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import {
  expectNothingHostileHappened,
  withHostileBackend,
} from '../../../dev/storybook/hostile.ts';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';
import { wiredPage } from '../../../dev/storybook/wiredPage.tsx';
import promo from '../text/promo/en.ts';
import AgreementPage from './AgreementPage.tsx';

const WiredAgreement = wiredPage('/agreementTemplate', AgreementPage);

const meta = {
  title: 'Screens/Promo/Registration terms (wired)',
  component: WiredAgreement,
  args: { url: '/agreementTemplate' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WiredAgreement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms, the brand's facts filled in: the page reads no answer from the server. */
const termsShown = async () => {
  const terms = await screen.findByRole('article', { name: promo['promo.agreement.title'] }, WAIT);
  await expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  await expect(terms.textContent).not.toMatch(/\{\w+\}/);
};

export const Terms: Story = {
  beforeEach: withMockBackend('default'),
  play: termsShown,
};

/** Under the hostile backend the terms stand as they are: nothing opened or run. */
export const Hostile: Story = {
  beforeEach: withHostileBackend,
  play: async () => {
    await termsShown();
    await expectNothingHostileHappened();
  },
};
