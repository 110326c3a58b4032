import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { TitleFocus } from './TitleFocus.tsx';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/** A field that takes focus as its screen opens, as a dialog opened at once does. */
function FieldTakingFocus() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <label>
      Pay code <input ref={field} />
    </label>
  );
}

/** Keyed as the app's route screens are: each route mounts its own. */
const screen = (title: string, content: ReactNode) => (
  <TitleFocus key={title}>
    <main>
      <h1>{title}</h1>
      {content}
    </main>
  </TitleFocus>
);

/** Three screens of an app, moved between by links and Back. */
function ThreeScreens() {
  return (
    <MemoryRouter initialEntries={['/order']}>
      <AppShell>
        <Routes>
          <Route
            path="/order"
            element={screen(
              'Order details',
              <>
                <Link to="/repay">Repay</Link> <Link to="/code">Pay with a code</Link>
              </>,
            )}
          />
          <Route path="/repay" element={screen('Repayment', <BackButton />)} />
          <Route path="/code" element={screen('Pay code', <FieldTakingFocus />)} />
        </Routes>
      </AppShell>
    </MemoryRouter>
  );
}

const meta = {
  title: 'App/Shell/Title focus',
  component: TitleFocus,
  args: { children: null },
  render: () => <ThreeScreens />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TitleFocus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen the page opens on leaves focus where the browser puts it. */
export const FirstScreen: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Order details' });
    await expect(title).not.toHaveFocus();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** A link's screen puts focus on its title, which a screen reader then reads. */
export const MovedByALink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Repay' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Repayment' })).toHaveFocus());
  },
};

/** Back to the first screen puts focus on its title too. */
export const MovedBack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Repay' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Order details' })).toHaveFocus(),
    );
  },
};

/** A screen that gives focus to something as it opens keeps it there. */
export const FocusTakenOnArrival: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Pay with a code' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Pay code' })).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Pay code' })).not.toHaveFocus();
  },
};
