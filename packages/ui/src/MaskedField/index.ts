export { MaskedField, type MaskedFieldProps } from './MaskedField.tsx';
export { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField.tsx';
