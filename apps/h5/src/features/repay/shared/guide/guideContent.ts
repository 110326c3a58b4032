import { type DisplayFormat, showMoney } from '../../../../screen/index.ts';
import type { GuideText } from '../../text/guide/en.ts';

/** A message of the guide's text pack. */
export type GuideKey = keyof GuideText & string;

export type GuidePictureId = 'wallet' | 'kiosk' | 'slip';

export type GuideChannelId =
  | 'gcash'
  | 'maya'
  | 'qrph'
  | 'transfer'
  | 'seven'
  | 'cebuana'
  | 'mlhuillier'
  | 'palawan'
  | 'ecpay'
  | 'bayad';

export interface GuideChannel {
  id: GuideChannelId;
  name: GuideKey;
  /** In order; none where the source publishes no steps. */
  steps: readonly GuideKey[];
  /** Limits and posting times, as the source states them. */
  facts: readonly GuideKey[];
  picture?: { id: GuidePictureId; alt: GuideKey };
}

export interface GuideGroup {
  id: 'ewallet' | 'otherWallet' | 'stores';
  title: GuideKey;
  channels: readonly GuideChannel[];
}

/** The rules that hold for every channel (research: "Paying with a reference code"). */
export const GUIDE_RULES: readonly GuideKey[] = [
  'guide.exactAmount',
  'guide.rule.oneReference',
  'guide.rule.keepReceipt',
  'guide.rule.listedChannels',
  'guide.rule.neverShare',
];

const slip = { id: 'slip', alt: 'guide.picture.slip' } as const;

/** Every channel's steps, from `shared/research/philippines.md`; `{biller}` is the lender. */
export const GUIDE_GROUPS: readonly GuideGroup[] = [
  {
    id: 'ewallet',
    title: 'guide.group.ewallet',
    channels: [
      {
        id: 'gcash',
        name: 'guide.gcash.name',
        steps: ['guide.gcash.step1', 'guide.gcash.step2', 'guide.gcash.step3', 'guide.gcash.step4'],
        facts: ['guide.gcash.fact1'],
        picture: { id: 'wallet', alt: 'guide.picture.wallet' },
      },
      {
        id: 'maya',
        name: 'guide.maya.name',
        steps: ['guide.maya.step1', 'guide.maya.step2', 'guide.maya.step3', 'guide.maya.step4'],
        facts: ['guide.maya.fact1', 'guide.maya.fact2'],
      },
    ],
  },
  {
    id: 'otherWallet',
    title: 'guide.group.otherWallet',
    channels: [
      {
        id: 'qrph',
        name: 'guide.qrph.name',
        steps: ['guide.qrph.step1', 'guide.qrph.step2', 'guide.qrph.step3'],
        facts: ['guide.qrph.fact1'],
      },
      {
        id: 'transfer',
        name: 'guide.transfer.name',
        steps: [],
        facts: ['guide.transfer.fact1', 'guide.transfer.fact2'],
      },
    ],
  },
  {
    id: 'stores',
    title: 'guide.group.stores',
    channels: [
      {
        id: 'seven',
        name: 'guide.seven.name',
        steps: [
          'guide.seven.step1',
          'guide.seven.step2',
          'guide.seven.step3',
          'guide.seven.step4',
          'guide.seven.step5',
        ],
        facts: ['guide.seven.fact1', 'guide.seven.fact2', 'guide.seven.fact3'],
        picture: { id: 'kiosk', alt: 'guide.picture.kiosk' },
      },
      {
        id: 'cebuana',
        name: 'guide.cebuana.name',
        steps: ['guide.cebuana.step1', 'guide.cebuana.step2', 'guide.cebuana.step3'],
        facts: ['guide.cebuana.fact1', 'guide.cebuana.fact2'],
        picture: slip,
      },
      {
        id: 'mlhuillier',
        name: 'guide.mlhuillier.name',
        steps: ['guide.mlhuillier.step1'],
        facts: ['guide.mlhuillier.fact1'],
      },
      {
        id: 'palawan',
        name: 'guide.palawan.name',
        steps: ['guide.palawan.step1', 'guide.palawan.step2'],
        facts: ['guide.palawan.fact1'],
      },
      {
        id: 'ecpay',
        name: 'guide.ecpay.name',
        steps: ['guide.ecpay.step1'],
        facts: ['guide.ecpay.fact1', 'guide.ecpay.fact2'],
      },
      {
        id: 'bayad',
        name: 'guide.bayad.name',
        steps: ['guide.bayad.step1', 'guide.bayad.step2'],
        facts: ['guide.bayad.fact1'],
        picture: slip,
      },
    ],
  },
];

/** Every key the guide shows, rules first: for the pack's tests. */
export function guideKeys(groups: readonly GuideGroup[] = GUIDE_GROUPS): GuideKey[] {
  return [
    ...GUIDE_RULES,
    ...groups.flatMap((group) => [
      group.title,
      ...group.channels.flatMap((channel) => [
        channel.name,
        ...channel.steps,
        ...channel.facts,
        ...(channel.picture ? [channel.picture.alt] : []),
      ]),
    ]),
  ];
}

/** The channels' limits in the research, in whole pesos: `{php50000}` in the text. */
export const GUIDE_PESOS = {
  php50: 50,
  php3500: 3_500,
  php20000: 20_000,
  php30000: 30_000,
  php50000: 50_000,
} as const;

/**
 * The guide's figures written as the screen writes the amount to pay: in pesos, whatever the
 * session's currency (they are the channels' limits), with the brand's separators.
 */
export function guideFigures(format: DisplayFormat): Record<string, string> {
  const pesos = { ...format, currencyFlag: '' };
  return Object.fromEntries(
    Object.entries(GUIDE_PESOS).map(([name, value]) => [name, showMoney(value * 100, pesos)]),
  );
}

/** The biller's name in the steps: the brand's app name, else the pack's "your lender". */
export function billerName(appName: string, fallback: string): string {
  return appName.trim() || fallback;
}
