// The English labels one by one, for `useUiLabels()`: a component bundles only those it imports.
// Each must equal its entry in `enStrings` (enLabels.test.ts checks); add one when a component
// starts showing it.

// Button, Dialog, DialogHost, Popup, Picker, CityPicker, DayPicker, ChannelPicker, SelectList
export const confirm = 'Confirm';
export const cancel = 'Cancel';
export const close = 'Close';
export const loading = 'Loading';
export const noOptions = 'No options available';
export const chooseLevel = 'Please select';

// ImagePreview
export const imagePreview = 'Image preview';
export const slideOf = '{index} of {total}';
export const previous = 'Previous';
export const next = 'Next';

// ProductCard
export const interestRate = 'Interest rate';
