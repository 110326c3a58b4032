import { digitsOnly, fromInternational, PHONE_MAX_DIGITS } from '@hiram/ui';
import { type BankField, channelChooser, DEFAULT_CHANNEL } from './bankFields.ts';

/** What the borrower sees in each field, by item code (enum items: the option's name). */
export type FormValues = Readonly<Record<string, string>>;

/** The name of `field`'s option whose code is `code`; '' when none matches. */
export function enumName(field: BankField, code: string): string {
  return field.options.find((option) => option.type === code.trim())?.name ?? '';
}

/** The code of `field`'s option named `name`; '' when none is. */
export function enumCode(field: BankField, name: string): string {
  return field.options.find((option) => option.name === name)?.type ?? '';
}

/**
 * The accounts' phone numbers (GCash, Maya) are Philippine: one in `+63` form, typed, pasted or
 * sent, is kept whole in its `09` form rather than cut to its first eleven digits.
 */
export const nationalPhone = fromInternational('63');

function startValue(field: BankField): string {
  const { value } = field;
  if (field.kind === 'enum') return enumName(field, value);
  if (field.mask === null) return value;
  if (field.mask === 'phone') return digitsOnly(nationalPhone(value)).slice(0, PHONE_MAX_DIGITS);
  return digitsOnly(value);
}

/**
 * The values as the server sent them, enum codes replaced by their option names and masked
 * fields reduced to their digits. A channel chooser with no known choice starts on the default
 * channel, so the channel fields shown and the choice shown agree.
 */
export function initialValues(fields: readonly BankField[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) values[field.code] = startValue(field);
  const chooser = channelChooser(fields);
  if (chooser && !values[chooser.code]) values[chooser.code] = enumName(chooser, DEFAULT_CHANNEL);
  return values;
}

/** The channel the chooser's value names; the default when there is no chooser or no choice. */
export function selectedChannel(fields: readonly BankField[], values: FormValues): string {
  const chooser = channelChooser(fields);
  const code = chooser ? enumCode(chooser, values[chooser.code] ?? '') : '';
  return code.trim() || DEFAULT_CHANNEL;
}

/** The value sent for each shown field, without spaces around it: enum items send their option's code. */
export function bindValues(
  shown: readonly BankField[],
  values: FormValues,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of shown) {
    const value = values[field.code] ?? '';
    sent[field.code] = field.kind === 'enum' ? enumCode(field, value) : value.trim();
  }
  return sent;
}

/** The shown fields left empty: every field the server sends is needed. */
export function missingFields(shown: readonly BankField[], values: FormValues): BankField[] {
  return shown.filter((field) => (values[field.code] ?? '').trim() === '');
}
