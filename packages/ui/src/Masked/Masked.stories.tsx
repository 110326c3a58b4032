import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { fillLabel } from '../internal/fillLabel.ts';
import { filStrings } from '../locale/fil.ts';
import { Masked } from './Masked.tsx';

const meta = {
  title: 'Components/Masked',
  component: Masked,
  args: { kind: 'card', value: '4111111111111234' },
  argTypes: { kind: { control: 'inline-radio', options: ['card', 'phone'] } },
} satisfies Meta<typeof Masked>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('**** 1234')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Card ending in 1234')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('411111111111');
  },
};

export const Phone: Story = {
  args: { kind: 'phone', value: '0917-123-4567' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('0917 *** 4567')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Phone number ending in 4567')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('123');
  },
};

export const ShortValues: Story = {
  render: () => (
    <ul>
      <li>
        <Masked kind="phone" value="8123456" />
      </li>
      <li>
        <Masked kind="card" value="12" />
      </li>
      <li>
        <Masked kind="phone" value="45" />
      </li>
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('*** 3456')).toBeVisible();
    await expect(canvas.getByText('Phone number ending in 3456')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('812');
    await expect(canvas.getByText('**** 12')).toBeVisible();
    await expect(canvas.getByText('Card ending in 12')).toBeInTheDocument();
    await expect(canvas.getByText('*** 45')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <p>
      Card: <Masked kind="card" value="" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')?.textContent).toBe('Card: ');
  },
};

/** In a control, the number gives it a name that reads well. */
export const InButton: Story = {
  render: (args) => (
    <Button variant="secondary" onClick={fn()}>
      <Masked {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Card ending in 1234' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('**** 1234');
  },
};

export const CustomLabel: Story = {
  args: { formatLabel: (digits) => `BDO savings ending in ${digits}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BDO savings ending in 1234')).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('尾号 1234 的银行卡')).toBeInTheDocument();
  },
};

export const Indonesian: Story = {
  args: { kind: 'phone', value: '09171234567' },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nomor telepon berakhiran 4567')).toBeInTheDocument();
  },
};

/** A card and a phone number in Filipino: what screen readers hear instead of the asterisks. */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  render: () => (
    <ul>
      <li>
        <Masked kind="card" value="4111111111111234" />
      </li>
      <li>
        <Masked kind="phone" value="09171234567" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(fillLabel(filStrings.cardEnding, { digits: '1234' })),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(fillLabel(filStrings.phoneEnding, { digits: '4567' })),
    ).toBeInTheDocument();
  },
};
