import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_COMPANY } from '../../../documents/legalStories.ts';
import { en } from '../../../i18n/index.ts';
import promo from '../text/promo/en.ts';
import { AgreementView } from './AgreementView.tsx';

const meta = {
  title: 'Screens/Promo/Registration terms',
  component: AgreementView,
  args: { company: STORY_COMPANY, onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgreementView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six headed sections, the lender's facts filled in, nothing left as a placeholder. */
export const Terms: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en['title.agreement'],
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.getByText(promo['promo.agreement.4.body'])).toBeVisible();
    await expect(canvasElement.textContent).toContain('CS201900001');
    await expect(canvasElement.textContent).not.toMatch(/\{\w+\}/);
    await userEvent.click(canvas.getByRole('button', { name: en['app.back'] }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
