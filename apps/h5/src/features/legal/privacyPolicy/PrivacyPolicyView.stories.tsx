import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { filledStoryDocument, localeStory } from '../../../documents/legalStories.ts';
import en from '../../../documents/text/privacyPolicy/en.ts';
import fil from '../../../documents/text/privacyPolicy/fil.ts';
import id from '../../../documents/text/privacyPolicy/id.ts';
import zhCN from '../../../documents/text/privacyPolicy/zh-CN.ts';
import { LegalPageView } from '../shared/LegalPageView.tsx';

const meta = {
  title: 'Screens/Legal/Privacy policy',
  component: LegalPageView,
  args: { title: 'Privacy policy', document: filledStoryDocument(en), onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = localeStory('en', 'title.privacyPolicy', en);
export const Chinese: Story = localeStory('zh-CN', 'title.privacyPolicy', zhCN);
export const Indonesian: Story = localeStory('id', 'title.privacyPolicy', id);
export const Filipino: Story = localeStory('fil', 'title.privacyPolicy', fil);

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
