import { describe, expect, test } from 'vitest';
import { interpolate } from '../../../../i18n/translate.ts';
import type { DisplayFormat } from '../../../../screen/index.ts';
import en from '../../text/guide/en.ts';
import fil from '../../text/guide/fil.ts';
import id from '../../text/guide/id.ts';
import zhCN from '../../text/guide/zh-CN.ts';
import {
  billerName,
  GUIDE_GROUPS,
  GUIDE_PESOS,
  GUIDE_RULES,
  guideFigures,
  guideKeys,
} from './guideContent.ts';

/** Contract section 8's separators, with the rupee flag a session may carry. */
const contractFormat: DisplayFormat = {
  currencyFlag: '1',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};
const figures = guideFigures(contractFormat);

const channels = GUIDE_GROUPS.flatMap((group) => group.channels);
const nameOf = (channelId: string) =>
  en[channels.find((channel) => channel.id === channelId)?.name ?? 'guide.billerFallback'];
const factsOf = (channelId: string) =>
  channels
    .find((channel) => channel.id === channelId)
    ?.facts.map((key) => interpolate(en[key], figures)) ?? [];

describe('the guide content', () => {
  test('names every channel the issue asks for, in its group', () => {
    const names = GUIDE_GROUPS.map((group) => [
      group.id,
      group.channels.map((channel) => en[channel.name]),
    ]);
    expect(names).toEqual([
      ['ewallet', ['GCash', 'Maya']],
      ['otherWallet', ['QR Ph (any bank or e-wallet app)', 'InstaPay / PESONet bank transfer']],
      [
        'stores',
        [
          '7-Eleven (CLiQQ kiosk)',
          'Cebuana Lhuillier',
          'M Lhuillier',
          'Palawan Express',
          'ECPay outlets',
          'Bayad Center',
        ],
      ],
    ]);
  });

  test('opens with the general rules: exact amount, one reference, receipt, listed channels, never share', () => {
    expect(GUIDE_RULES.map((key) => en[key])).toEqual([
      'Pay the exact amount due.',
      'Use one pay code for each payment.',
      'Keep the receipt or deposit slip as proof of payment.',
      'Pay only through the channels {biller} lists for your loan.',
      'Never share your pay code with anyone who asks for it.',
    ]);
  });

  test.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['id', id],
    ['fil', fil],
  ] as const)('every key it shows has %s text', (_, table) => {
    const missing = guideKeys().filter((key) => !table[key]?.trim());
    expect(missing).toEqual([]);
  });

  test('uses each step and fact once', () => {
    const texts = channels.flatMap((channel) => [...channel.steps, ...channel.facts]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('gives the limits and posting times the research states, in pesos as the screen writes money', () => {
    expect(factsOf('seven')).toEqual([
      'Whole pesos only: round the amount up.',
      'Under ₱3.500,00 posts in real time; larger amounts post the next day.',
      'Each payment: ₱50,00 to ₱50.000,00.',
    ]);
    expect(factsOf('cebuana')).toEqual([
      'Posts the next morning.',
      'At most ₱30.000,00 per payment.',
    ]);
    expect(factsOf('palawan')).toEqual(['At most ₱20.000,00 per payment.']);
    expect(factsOf('ecpay')).toEqual([
      'Over 490 thousand sari-sari stores and partner outlets.',
      'At most ₱50.000,00 per payment.',
    ]);
    expect(factsOf('transfer')[0]).toBe('InstaPay: real time, 24/7, up to ₱50.000,00.');
    expect(factsOf('bayad')).toEqual(['Posts in real time where the branch is online.']);
    expect(factsOf('gcash')).toEqual(['Usually posts within minutes.']);
    expect(factsOf('maya').join(' ')).toMatch(/PROCESSING.*1 to 3 working days/);
  });

  test('says of M Lhuillier only what the research says: Bills Payment with the reference', () => {
    const mlhuillier = channels.find((channel) => channel.id === 'mlhuillier');
    expect(mlhuillier?.steps.map((key) => en[key])).toEqual([
      'Ask for Bills Payment at the counter and give your pay code.',
    ]);
    expect(nameOf('mlhuillier')).toBe('M Lhuillier');
  });

  test('states no figure beyond the research file (7-Eleven is a name)', () => {
    const written = guideKeys()
      .flatMap(
        (key) =>
          en[key]
            .replaceAll('7-Eleven', '')
            .replace(/\{\w+\}/g, '')
            .match(/\d[\d,/]*\d|\d/g) ?? [],
      )
      .filter((figure) => !['30', '1', '3', '24/7', '490'].includes(figure));
    expect(written).toEqual([]);
    expect(Object.values(GUIDE_PESOS)).toEqual([50, 3_500, 20_000, 30_000, 50_000]);
  });

  test("writes the limits with the brand's separators, always in pesos", () => {
    const commaBrand = { ...contractFormat, thousandsSeparator: ',', decimalSeparator: '.' };
    expect(guideFigures(commaBrand)).toEqual({
      php50: '₱50.00',
      php3500: '₱3,500.00',
      php20000: '₱20,000.00',
      php30000: '₱30,000.00',
      php50000: '₱50,000.00',
    });
  });

  test.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['id', id],
    ['fil', fil],
  ] as const)('leaves no placeholder unfilled in %s', (_, table) => {
    const unfilled = guideKeys().filter((key) =>
      /[{}]/.test(interpolate(table[key], { biller: 'Hiram', ...figures })),
    );
    expect(unfilled).toEqual([]);
  });

  test('puts the biller in the rule on channels and the menu steps of the apps and the kiosk', () => {
    const withBiller = guideKeys().filter((key) => en[key].includes('{biller}'));
    expect(withBiller).toEqual([
      'guide.rule.listedChannels',
      'guide.gcash.step2',
      'guide.maya.step2',
      'guide.seven.step2',
    ]);
  });
});

describe('billerName', () => {
  test('is the brand name, trimmed', () => {
    expect(billerName(' Hiram ', 'your lender')).toBe('Hiram');
  });

  test('falls back when the brand gives none', () => {
    expect(billerName('  ', 'your lender')).toBe('your lender');
  });
});
