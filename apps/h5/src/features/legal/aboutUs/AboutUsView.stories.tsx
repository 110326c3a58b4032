import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { filledStoryDocument, localeStory } from '../../../documents/legalStories.ts';
import en from '../../../documents/text/aboutUs/en.ts';
import fil from '../../../documents/text/aboutUs/fil.ts';
import id from '../../../documents/text/aboutUs/id.ts';
import zhCN from '../../../documents/text/aboutUs/zh-CN.ts';
import { LegalPageView } from '../shared/LegalPageView.tsx';

const meta = {
  title: 'Screens/Legal/About us',
  component: LegalPageView,
  args: { title: 'About us', document: filledStoryDocument(en), onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = localeStory('en', 'title.aboutUs', en);
export const Chinese: Story = localeStory('zh-CN', 'title.aboutUs', zhCN);
export const Indonesian: Story = localeStory('id', 'title.aboutUs', id);
export const Filipino: Story = localeStory('fil', 'title.aboutUs', fil);

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
