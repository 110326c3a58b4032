import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { useControllableState } from './useControllableState.ts';

interface CounterProps {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
}

/** The smallest component that holds a value: the hook under every one that does. */
function Counter({ value, defaultValue = 0, onChange }: CounterProps) {
  const [count, setCount] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange,
    caller: 'Counter',
  });
  return (
    <div>
      <output aria-label="Count">{count}</output>
      <button type="button" onClick={() => setCount((current) => current + 1)}>
        Add one
      </button>
      <button type="button" onClick={() => setCount(0)}>
        Reset
      </button>
    </div>
  );
}

/** Lets go of the counter's value, then takes it back: a switch the hook warns about, once. */
function SwitchingCounter() {
  const [controlled, setControlled] = useState(true);
  return (
    <div>
      <Counter value={controlled ? 5 : undefined} />
      <button type="button" onClick={() => setControlled((was) => !was)}>
        Switch
      </button>
    </div>
  );
}

const meta = {
  title: 'Internal/useControllableState',
  component: Counter,
  args: { onChange: fn() },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds its own value; reports a change, and only a change. */
export const Uncontrolled: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvas }) => {
    const count = canvas.getByRole('status', { name: 'Count' });
    await expect(count).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one' }));
    await expect(count).toHaveTextContent('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(count).toHaveTextContent('0');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** Shows the parent's value; a tap only reports what the value would become. */
export const Controlled: Story = {
  args: { value: 5 },
  play: async ({ args, canvas }) => {
    const count = canvas.getByRole('status', { name: 'Count' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add one' }));
    await expect(count).toHaveTextContent('5');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(6);
  },
};

/** In development, switching between controlled and uncontrolled warns once per component. */
export const WarnsOnSwitch: Story = {
  render: () => <SwitchingCounter />,
  play: async ({ canvas }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    const toggle = canvas.getByRole('button', { name: 'Switch' });
    await expect(warn).not.toHaveBeenCalled();
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(warn).toHaveBeenCalledTimes(1);
    await expect(warn).toHaveBeenCalledWith(
      'Counter switched to uncontrolled: give its value prop always or never.',
    );
    warn.mockRestore();
  },
};
