export { DayPicker, type DayPickerProps } from './DayPicker.tsx';
