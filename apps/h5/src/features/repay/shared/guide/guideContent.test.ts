import { describe, expect, test } from 'vitest';
import en from '../../text/guide/en.ts';
import fil from '../../text/guide/fil.ts';
import id from '../../text/guide/id.ts';
import zhCN from '../../text/guide/zh-CN.ts';
import { billerName, GUIDE_GROUPS, GUIDE_RULES, guideKeys } from './guideContent.ts';

const channels = GUIDE_GROUPS.flatMap((group) => group.channels);
const nameOf = (channelId: string) =>
  en[channels.find((channel) => channel.id === channelId)?.name ?? 'guide.billerFallback'];
const factsOf = (channelId: string) =>
  channels.find((channel) => channel.id === channelId)?.facts.map((key) => en[key]) ?? [];

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
      'Pay the exact amount shown.',
      'Use one reference number for each payment.',
      'Keep the receipt or deposit slip as proof of payment.',
      'Pay only through the channels listed on this page.',
      'Never share your reference number with anyone who asks for it.',
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

  test('gives the limits and posting times the research states', () => {
    expect(factsOf('seven')).toEqual([
      'Whole pesos only: round the amount up.',
      'Under PHP 3,500 posts in real time; larger amounts post the next day.',
      'Each payment: PHP 50 to PHP 50,000.',
    ]);
    expect(factsOf('cebuana')).toEqual([
      'Posts the next morning.',
      'At most PHP 30,000 per payment.',
    ]);
    expect(factsOf('palawan')).toEqual(['At most PHP 20,000 per payment.']);
    expect(factsOf('ecpay')).toContain('At most PHP 50,000 per payment.');
    expect(factsOf('bayad')).toEqual(['Posts in real time where the branch is online.']);
    expect(factsOf('gcash')).toEqual(['Usually posts within minutes.']);
    expect(factsOf('maya').join(' ')).toMatch(/PROCESSING.*1 to 3 working days/);
  });

  test('says of M Lhuillier only what the research says: Bills Payment with the reference', () => {
    const mlhuillier = channels.find((channel) => channel.id === 'mlhuillier');
    expect(mlhuillier?.steps.map((key) => en[key])).toEqual([
      'Ask for Bills Payment at the counter and give the reference number.',
    ]);
    expect(nameOf('mlhuillier')).toBe('M Lhuillier');
  });

  test('states no figure beyond the research file (7-Eleven is a name)', () => {
    const researched = new Set([
      '3,500',
      '50',
      '50,000',
      '30,000',
      '20,000',
      '490,000',
      '30',
      '1',
      '3',
      '24/7',
    ]);
    const figures = guideKeys()
      .flatMap((key) => en[key].replaceAll('7-Eleven', '').match(/\d[\d,/]*\d|\d/g) ?? [])
      .filter((figure) => !researched.has(figure));
    expect(figures).toEqual([]);
  });

  test('puts the biller in the menu steps of the apps and the kiosk', () => {
    const withBiller = guideKeys().filter((key) => en[key].includes('{biller}'));
    expect(withBiller).toEqual(['guide.gcash.step2', 'guide.maya.step2', 'guide.seven.step2']);
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
