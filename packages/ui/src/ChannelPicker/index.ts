export { ChannelPicker, type ChannelPickerProps } from './ChannelPicker.tsx';
export type { RepaymentChannel } from './selectedChannel.ts';
