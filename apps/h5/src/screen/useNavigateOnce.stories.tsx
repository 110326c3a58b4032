import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { WAIT } from '../dev/storybook/loadFailures.ts';
import { painted } from '../dev/storybook/painted.ts';
import { useNavigateOnce } from './useNavigateOnce.ts';

/** The answer the form waits for, released by the story. */
const held = { release: () => {} };

/** A form that opens `/sent` once its answer is in, and a way back while it waits. */
function FormPage() {
  const navigate = useNavigateOnce();
  const back = useNavigate();
  const send = async () => {
    await new Promise<void>((resolve) => {
      held.release = resolve;
    });
    navigate('/sent');
  };
  return (
    <>
      <button type="button" onClick={send}>
        Send
      </button>
      <button type="button" onClick={() => back(-1)}>
        Back
      </button>
    </>
  );
}

function Shown() {
  const { pathname } = useLocation();
  return <output aria-label="Current route">{pathname}</output>;
}

function Journey() {
  return (
    <MemoryRouter initialEntries={['/start', '/form']} initialIndex={1}>
      <Routes>
        <Route path="/form" element={<FormPage />} />
        <Route path="*" element={<Shown />} />
      </Routes>
    </MemoryRouter>
  );
}

const meta = {
  title: 'App/Shell/useNavigateOnce',
  component: Journey,
} satisfies Meta<typeof Journey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The borrower went back while the form was sending: its answer does not move them again. */
export const AnswerAfterLeaving: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const route = await canvas.findByRole('status', { name: 'Current route' });
    await expect(route).toHaveTextContent('/start');
    held.release();
    await painted();
    await expect(route).toHaveTextContent('/start');
  },
};

/** Still on the form, the answer opens the next screen. */
export const AnswerWhileShown: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    held.release();
    await waitFor(
      () =>
        expect(canvas.getByRole('status', { name: 'Current route' })).toHaveTextContent('/sent'),
      WAIT,
    );
  },
};
