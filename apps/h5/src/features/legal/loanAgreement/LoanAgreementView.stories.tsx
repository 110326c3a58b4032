import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { filledStoryDocument, localeStory } from '../../../documents/legalStories.ts';
import en from '../../../documents/text/loanAgreement/en.ts';
import fil from '../../../documents/text/loanAgreement/fil.ts';
import id from '../../../documents/text/loanAgreement/id.ts';
import zhCN from '../../../documents/text/loanAgreement/zh-CN.ts';
import { LegalPageView } from '../shared/LegalPageView.tsx';

const meta = {
  title: 'Screens/Legal/Loan agreement',
  component: LegalPageView,
  args: { title: 'Loan agreement', document: filledStoryDocument(en), onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = localeStory('en', 'title.loanAgreement', en);
export const Chinese: Story = localeStory('zh-CN', 'title.loanAgreement', zhCN);
export const Indonesian: Story = localeStory('id', 'title.loanAgreement', id);
export const Filipino: Story = localeStory('fil', 'title.loanAgreement', fil);

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
