import type { MaskKind } from '@hiram/ui';
import type { BankFormItem } from '../../../api/schemas/bank.ts';

/** How a form item is filled in: typed, or chosen in a picker. */
export type FieldKind = 'text' | 'city' | 'day' | 'enum';

export interface EnumOption {
  name: string;
  /** The code sent back. */
  type: string;
}

/** A server form item, read once: what the screen shows and where it belongs. */
export interface BankField {
  code: string;
  kind: FieldKind;
  title: string;
  subtitle: string;
  /** The server's value: text, or an enum item's option code. */
  value: string;
  /** A text item's mask; `null` for free text. */
  mask: MaskKind | null;
  options: readonly EnumOption[];
  /** 0 = every card type. */
  cardType: number;
  /** '' = every channel. */
  channel: string;
}

/** Card type 1 (e-wallet) shows the fields of the chosen channel. */
const CHANNEL_CARD_TYPE = 1;
export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL = '90006';

const KINDS: Readonly<Record<string, FieldKind>> = {
  text: 'text',
  txt: 'text',
  'city-select': 'city',
  citySelect: 'city',
  day: 'day',
  enum: 'enum',
};

const MASKS: Readonly<Record<string, MaskKind>> = {
  bankCard: 'bankCard',
  phone: 'phone',
  number: 'number',
};

export function toBankField(item: BankFormItem): BankField {
  const kind = KINDS[item.cate] ?? 'text';
  return {
    code: item.code,
    kind,
    title: item.title,
    subtitle: item.subtitle,
    value: item.value,
    mask: kind === 'text' ? (MASKS[item.inputType] ?? null) : null,
    options: item.note.map(({ name, type }) => ({ name, type })),
    cardType: item.cardTypeMi,
    channel: item.channelNumber.trim(),
  };
}

/** The card types to offer: 1 always, then every type an item belongs to, in order. */
export function cardTypesOf(fields: readonly BankField[]): number[] {
  const types = new Set([DEFAULT_CARD_TYPE]);
  for (const field of fields) if (field.cardType !== 0) types.add(field.cardType);
  return [...types].sort((a, b) => a - b);
}

/** The fields shown for `cardType` and, with card type 1, the selected `channel`. */
export function visibleFields(
  fields: readonly BankField[],
  cardType: number,
  channel: string,
): BankField[] {
  return fields.filter(
    (field) =>
      (field.cardType === 0 || field.cardType === cardType) &&
      (cardType !== CHANNEL_CARD_TYPE || field.channel === '' || field.channel === channel),
  );
}

/** The enum item whose options are the channels of other items, if any. */
export function channelChooser(fields: readonly BankField[]): BankField | undefined {
  const channels = new Set(fields.map((field) => field.channel).filter(Boolean));
  return fields.find(
    (field) =>
      field.kind === 'enum' && field.options.some((option) => channels.has(option.type.trim())),
  );
}
