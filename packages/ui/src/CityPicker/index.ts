export { CityPicker, type CityPickerProps } from './CityPicker.tsx';
export { type CityNode, isCompletePath, labelsFor, resolvePath } from './cityPath.ts';
