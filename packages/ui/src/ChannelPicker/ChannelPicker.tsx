import { LazyLayer } from '../internal/LazyLayer.tsx';
import { lazyModule } from '../internal/lazyModule.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import type { RepaymentChannel } from './selectedChannel.ts';

export interface ChannelPickerProps {
  /** Shows the sheet; set it back to `false` in `onClose` (confirming does not close it). */
  open: boolean;
  /**
   * Escape, the close icon, a tap on the backdrop, a phone's back (`dismissTopLayer`), or the
   * sheet's code still not here 8 s after opening.
   */
  onClose: () => void;
  /** The channels to pay through, in order; `emptyText` shows when there are none. */
  channels: readonly RepaymentChannel[];
  /** Heading of the sheet; also names it. */
  title?: string | undefined;
  /** A line above the channels, e.g. 'Please select your repayment method for payment'. */
  hint?: string | undefined;
  /** The chosen channel's number; makes the choice controlled. The first channel otherwise. */
  value?: string | undefined;
  /** The channel chosen at first when uncontrolled; the first one by default. */
  defaultValue?: string | undefined;
  /** A tap on another channel: its number. The sheet stays open; nothing is paid yet. */
  onChange?: ((channelNumber: string) => void) | undefined;
  /**
   * The button under the channels. When it returns a promise the button stays busy until the
   * promise settles, so a second tap does not request a second pay code.
   */
  onConfirm: (channel: RepaymentChannel) => unknown;
  /** The button's label, e.g. 'Payment'; the built-in "Confirm" by default. */
  confirmText?: string | undefined;
  /** Shows the button busy, e.g. while the pay code is generated. */
  busy?: boolean | undefined;
  /** Shown when there are no channels; the built-in "no options" label by default. */
  emptyText?: string | undefined;
}

const sheet = /* @__PURE__ */ lazyModule(() => import('./ChannelSheet.tsx'));

/**
 * The bottom sheet of repayment channels: one is always chosen, then the button pays with it.
 *
 * The sheet's code is a separate chunk, fetched when the page is idle a second after the picker
 * first renders (`whenIdle`), so it is usually there before the user asks to pay; opened sooner,
 * the sheet shows once its code arrives.
 */
export function ChannelPicker({
  open,
  value,
  defaultValue,
  onChange,
  ...rest
}: ChannelPickerProps) {
  const [chosen, setChosen] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange,
    caller: 'ChannelPicker',
  });
  return (
    <LazyLayer open={open} code={sheet} onGiveUp={rest.onClose}>
      <sheet.Component {...rest} chosen={chosen} onChoose={setChosen} />
    </LazyLayer>
  );
}
