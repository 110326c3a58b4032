import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { serviceApi } from '../../api/index.ts';
import { en } from '../../i18n/index.ts';
import { contractViolations, receivedRequests } from '../../mocks/journal.ts';
import { ScreenLayout, useResource } from '../../screen/index.ts';
import { WAIT } from './loadFailures.ts';
import { storySession, withMockBackend } from './mockBackend.ts';

/** The smallest screen that calls the API, to prove the mock backend serves Storybook. */
function ContactProbe() {
  const { state, retry } = useResource((signal) => serviceApi.getContactInfo({ signal }), []);
  return (
    <ScreenLayout
      title={en['title.customerService']}
      onBack={() => {}}
      state={state}
      onRetry={retry}
    >
      {(contact) => <p>{contact.email}</p>}
    </ScreenLayout>
  );
}

const meta = {
  title: 'App/Developer/Mock backend',
  component: ContactProbe,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnswersFromTheStore: Story = {
  beforeEach: withMockBackend('default'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('support@hiram.example', {}, WAIT)).toBeInTheDocument();
    await expect(receivedRequests).toHaveLength(1);
    await expect(receivedRequests[0]).toMatchObject({
      method: 'POST',
      path: '/v3/personal-center/contact-kf-info',
      query: { userId: storySession.userId, productId: storySession.productId },
    });
    await expect(contractViolations).toEqual([]);
  },
};

export const ServerError: Story = {
  beforeEach: withMockBackend('server-error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
