export type { PickerOption } from './OptionList.tsx';
export { Picker, type PickerProps } from './Picker.tsx';
