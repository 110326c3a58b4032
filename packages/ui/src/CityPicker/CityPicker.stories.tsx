import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sheetReady } from '../../docs/sheetReady.ts';
import { Button } from '../Button/Button.tsx';
import { filStrings } from '../locale/fil.ts';
import { CityPicker, type CityPickerProps } from './CityPicker.tsx';
import { type CityNode, labelsFor } from './cityPath.ts';

const cities = (...names: string[]): CityNode[] =>
  names.map((name) => ({ label: name, value: name.toUpperCase().replace(/\W+/g, '-') }));

const places: CityNode[] = [
  {
    label: 'Luzon',
    value: 'LUZ',
    children: [
      {
        label: 'Metro Manila',
        value: 'NCR',
        children: cities('Makati', 'Quezon City', 'Manila', 'Taguig', 'Pasig'),
      },
      { label: 'Benguet', value: 'BEN', children: cities('Baguio', 'La Trinidad') },
      { label: 'Cavite', value: 'CAV', children: cities('Bacoor', 'Dasmariñas', 'Imus') },
    ],
  },
  {
    label: 'Visayas',
    value: 'VIS',
    children: [
      { label: 'Cebu', value: 'CEB', children: cities('Cebu City', 'Lapu-Lapu', 'Mandaue') },
      { label: 'Iloilo', value: 'ILO', children: cities('Iloilo City') },
    ],
  },
  {
    label: 'Mindanao',
    value: 'MIN',
    children: [
      { label: 'Davao del Sur', value: 'DVS', children: cities('Davao City', 'Digos') },
      {
        label: 'Bangsamoro Autonomous Region in Muslim Mindanao',
        value: 'BARMM',
        children: cities('Cotabato City', 'Marawi', 'Lamitan'),
      },
    ],
  },
  { label: 'Outside the Philippines', value: 'ABROAD' },
];

const option = (name: string) => screen.getByRole('option', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const tabNames = () => screen.getAllByRole('tab').map((item) => item.textContent);
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

const meta = {
  title: 'Components/CityPicker',
  component: CityPicker,
  args: { open: true, title: 'Home address', options: places, onConfirm: fn(), onCancel: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
  // The open sheet is a lazy chunk: fetched before each story, so the stories do not time out on
  // a busy dev server the first time it is requested.
  loaders: [
    async () => {
      await import('./CitySheet.tsx');
      return {};
    },
  ],
} satisfies Meta<typeof CityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function CityField(props: CityPickerProps) {
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState(props.value ?? props.defaultValue ?? []);
  const shown = labelsFor(props.options, path).join(', ') || 'Not chosen';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {`${props.title}: ${shown}`}
      </Button>
      <CityPicker
        {...props}
        open={open}
        value={path}
        onConfirm={(chosen) => {
          props.onConfirm(chosen);
          setPath(chosen);
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Region, then province, then city: each choice opens the next level. */
export const Default: Story = {
  play: async ({ args }) => {
    await sheetReady('Home address');
    await expect(tabNames()).toEqual(['Please select']);
    await expect(tab('Please select')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tabpanel', { name: 'Please select' })).toContainElement(
      screen.getByRole('listbox', { name: 'Home address' }),
    );
    await expect(confirmButton()).toBeDisabled();
    await expect(option('Luzon')).toHaveFocus();

    await userEvent.click(option('Luzon'));
    await expect(tabNames()).toEqual(['Luzon', 'Please select']);
    await expect(tab('Please select')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(option('Metro Manila')).toHaveFocus());
    await expect(confirmButton()).toBeDisabled();

    await userEvent.click(option('Metro Manila'));
    await expect(tabNames()).toEqual(['Luzon', 'Metro Manila', 'Please select']);
    await userEvent.click(option('Taguig'));
    await expect(tabNames()).toEqual(['Luzon', 'Metro Manila', 'Taguig']);
    await expect(tab('Taguig')).toHaveAttribute('aria-selected', 'true');
    await expect(option('Taguig')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(['LUZ', 'NCR', 'TAGUIG']);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { defaultValue: ['VIS', 'CEB', 'MANDAUE'] },
  play: async ({ args }) => {
    await sheetReady();
    await expect(tabNames()).toEqual(['Visayas', 'Cebu', 'Mandaue']);
    await expect(tab('Mandaue')).toHaveAttribute('aria-selected', 'true');
    await expect(option('Mandaue')).toHaveAttribute('aria-selected', 'true');
    await expect(option('Mandaue')).toHaveFocus();
    await expect(confirmButton()).toBeEnabled();
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith(['VIS', 'CEB', 'MANDAUE']);
  },
};

/** Back on a level, the place already chosen there keeps what was chosen below it. */
export const ChooseTheSameAgain: Story = {
  args: { defaultValue: ['LUZ', 'NCR', 'MAKATI'] },
  play: async ({ args }) => {
    await sheetReady();
    await userEvent.click(tab('Luzon'));
    await userEvent.click(option('Luzon'));
    await expect(tabNames()).toEqual(['Luzon', 'Metro Manila', 'Makati']);
    await expect(tab('Metro Manila')).toHaveAttribute('aria-selected', 'true');
    await expect(confirmButton()).toBeEnabled();
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith(['LUZ', 'NCR', 'MAKATI']);
  },
};

/** A level's tab goes back to it; a new choice there clears the levels below. */
export const ChangeLevel: Story = {
  args: { defaultValue: ['LUZ', 'NCR', 'MAKATI'] },
  play: async ({ args }) => {
    await sheetReady();
    await userEvent.click(tab('Luzon'));
    await expect(tab('Luzon')).toHaveAttribute('aria-selected', 'true');
    await expect(option('Luzon')).toHaveAttribute('aria-selected', 'true');
    await expect(tabNames()).toEqual(['Luzon', 'Metro Manila', 'Makati']);
    await expect(confirmButton()).toBeEnabled();

    await userEvent.click(option('Mindanao'));
    await expect(tabNames()).toEqual(['Mindanao', 'Please select']);
    await expect(confirmButton()).toBeDisabled();
    await userEvent.click(option('Davao del Sur'));
    await userEvent.click(option('Digos'));
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith(['MIN', 'DVS', 'DIGOS']);
  },
};

/** A place without children ends the path at its own level. */
export const ShortPath: Story = {
  play: async ({ args }) => {
    await sheetReady();
    await userEvent.click(option('Outside the Philippines'));
    await expect(tabNames()).toEqual(['Outside the Philippines']);
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith(['ABROAD']);
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await sheetReady();
    await expect(option('Luzon')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(option('Cebu')).toHaveFocus());
    await expect(tabNames()).toEqual(['Visayas', 'Please select']);
    await userEvent.keyboard('{End}[Space]');
    await waitFor(() => expect(option('Iloilo City')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(tabNames()).toEqual(['Visayas', 'Iloilo', 'Iloilo City']);

    await userEvent.click(tab('Iloilo City'));
    await userEvent.keyboard('{Home}');
    await expect(tab('Visayas')).toHaveFocus();
    await expect(option('Visayas')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Iloilo')).toHaveFocus();
    await expect(option('Iloilo')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith(['VIS', 'ILO', 'ILOILO-CITY']);
  },
};

export const CancelRestores: Story = {
  args: { defaultValue: ['LUZ', 'BEN', 'BAGUIO'] },
  render: (args) => <CityField {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Home address: Luzon, Benguet, Baguio' });
    await userEvent.click(trigger);
    await sheetReady();
    await userEvent.click(tab('Luzon'));
    await userEvent.click(option('Visayas'));
    await expect(tabNames()).toEqual(['Visayas', 'Please select']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await sheetReady();
    await expect(tabNames()).toEqual(['Luzon', 'Benguet', 'Baguio']);
    await expect(option('Baguio')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(option('La Trinidad'));
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith(['LUZ', 'BEN', 'LA-TRINIDAD']);
    await expect(
      canvas.getByRole('button', { name: 'Home address: Luzon, Benguet, La Trinidad' }),
    ).toBeVisible();
  },
};

/** A saved path the places no longer hold opens at the first level it loses. */
export const OutdatedValue: Story = {
  args: { value: ['LUZ', 'CLOSED-PROVINCE', 'OLD-CITY'] },
  play: async () => {
    await sheetReady();
    await expect(tabNames()).toEqual(['Luzon', 'Please select']);
    await expect(option('Metro Manila')).toBeVisible();
    await expect(confirmButton()).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async () => {
    await sheetReady();
    await expect(screen.getByText('No options available')).toBeVisible();
    await expect(confirmButton()).toBeDisabled();
  },
};

export const LongLabels: Story = {
  args: { defaultValue: ['MIN', 'BARMM', 'COTABATO-CITY'] },
  play: async () => {
    const dialog = await sheetReady();
    await expect(tab('Bangsamoro Autonomous Region in Muslim Mindanao')).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(tab('Cotabato City')).toHaveAttribute('aria-selected', 'true');
  },
};

export const Chinese: Story = {
  args: {
    title: '居住地址',
    options: [
      {
        label: '吕宋',
        value: 'LUZ',
        children: [{ label: '马尼拉大都会', value: 'NCR', children: cities('Makati') }],
      },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ args }) => {
    await sheetReady('居住地址');
    await expect(tabNames()).toEqual(['请选择']);
    await expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
    await userEvent.click(option('吕宋'));
    await userEvent.click(option('马尼拉大都会'));
    await userEvent.click(option('Makati'));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(['LUZ', 'NCR', 'MAKATI']);
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async () => {
    await sheetReady();
    await expect(tabNames()).toEqual(['Silakan pilih']);
    await expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeDisabled();
  },
};

/**
 * In Filipino on a small phone: the built-in tab of the level still to choose, Cancel and
 * Confirm, which stays disabled until a place with no level under it is chosen.
 */
export const Filipino: Story = {
  args: { title: 'Tirahan' },
  globals: { locale: 'fil', viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args }) => {
    await sheetReady('Tirahan');
    await expect(tabNames()).toEqual([filStrings.chooseLevel]);
    await expect(screen.getByRole('button', { name: filStrings.cancel })).toBeVisible();
    const confirm = screen.getByRole('button', { name: filStrings.confirm });
    await expect(confirm).toBeDisabled();
    await userEvent.click(option('Luzon'));
    await userEvent.click(option('Metro Manila'));
    await expect(tabNames()).toEqual(['Luzon', 'Metro Manila', filStrings.chooseLevel]);
    await userEvent.click(option('Makati'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith(['LUZ', 'NCR', 'MAKATI']);
  },
};
