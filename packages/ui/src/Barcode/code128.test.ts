import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { code128Bars, encodeCode128, QUIET_ZONE } from './code128.ts';
import { unsupportedCharacters } from './code128Charset.ts';
import { CODE128_PATTERNS, CODE128_STOP } from './code128Patterns.ts';

/** Symbol values of an encodable text; fails the test otherwise. */
function symbolsOf(text: string): number[] {
  const result = encodeCode128(text);
  if (!result.ok) throw new Error(`expected ${text} to encode, got ${result.reason}`);
  return result.symbols;
}

function encoded(text: string) {
  const result = encodeCode128(text);
  if (!result.ok) throw new Error(`expected ${text} to encode, got ${result.reason}`);
  return result;
}

/** Reads the text back from symbol values (start B/C, CODE C = 99 in B, CODE B = 100 in C). */
function decode(symbols: readonly number[]): string {
  let set = symbols[0] === 105 ? 'C' : 'B';
  let text = '';
  for (const value of symbols.slice(1, -2)) {
    if (set === 'B' && value === 99) set = 'C';
    else if (set === 'C' && value === 100) set = 'B';
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else text += String(value).padStart(2, '0');
  }
  return text;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const printable = fc.integer({ min: 32, max: 126 }).map((code) => String.fromCharCode(code));
const digit = fc.integer({ min: 0, max: 9 }).map(String);
/** Printable ASCII with plenty of digit runs, so both code sets and their switches are exercised. */
const payCode = fc
  .array(
    fc.oneof(
      printable,
      fc.array(digit, { minLength: 1, maxLength: 9 }).map((d) => d.join('')),
    ),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));

describe('Code 128 tables', () => {
  it('has 106 distinct symbols of 3 bars and 3 spaces, 11 modules each, bars even', () => {
    expect(CODE128_PATTERNS).toHaveLength(106);
    expect(new Set(CODE128_PATTERNS).size).toBe(106);
    for (const pattern of CODE128_PATTERNS) {
      const widths = Array.from(pattern, Number);
      expect(widths).toHaveLength(6);
      expect(sum(widths)).toBe(11);
      expect(widths.every((width) => width >= 1 && width <= 4)).toBe(true);
      expect(((widths[0] ?? 0) + (widths[2] ?? 0) + (widths[4] ?? 0)) % 2).toBe(0);
    }
  });

  it('has the start and stop patterns of ISO/IEC 15417', () => {
    expect(CODE128_PATTERNS[103]).toBe('211412');
    expect(CODE128_PATTERNS[104]).toBe('211214');
    expect(CODE128_PATTERNS[105]).toBe('211232');
    expect(CODE128_STOP).toBe('2331112');
  });
});

describe('encodeCode128: worked examples', () => {
  it('encodes PJJ123C in code set B', () => {
    // P=80-32=48, J=42, 1=17, 2=18, 3=19, C=35.
    // Checksum: 104 + 48 + 2·42 + 3·42 + 4·17 + 5·18 + 6·19 + 7·35 = 879; 879 mod 103 = 55.
    const result = encoded('PJJ123C');
    expect(result.symbols).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(result.widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(result.widths.slice(6, 12)).toEqual([3, 1, 3, 1, 2, 1]);
    expect(result.widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    // 9 symbols of 11 modules (start, 7 characters, checksum) and a 13-module stop.
    expect(result.modules).toBe(112);
    const bars = code128Bars(result.widths);
    const last = bars.at(-1);
    expect(bars[0]).toEqual({ x: 10, width: 2 });
    expect(last && last.x + last.width + QUIET_ZONE).toBe(132);
  });

  it('encodes 12345678 in code set C', () => {
    // Checksum: 105 + 12 + 2·34 + 3·56 + 4·78 = 665; 665 mod 103 = 47.
    const result = encoded('12345678');
    expect(result.symbols).toEqual([105, 12, 34, 56, 78, 47, 106]);
    expect(result.widths.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]);
    expect(result.modules).toBe(6 * 11 + 13);
  });

  it('switches to set C for four or more digits at the end, the odd digit staying in B', () => {
    // 104 + 33 + 2·34 + 3·17 + 4·99 + 5·23 + 6·45 = 1037; 1037 mod 103 = 7.
    expect(symbolsOf('AB12345')).toEqual([104, 33, 34, 17, 99, 23, 45, 7, 106]);
  });

  it('starts in set C for four or more leading digits, the odd digit going back to B', () => {
    // 105 + 12 + 2·34 + 3·100 + 4·21 + 5·56 = 849; 849 mod 103 = 25.
    expect(symbolsOf('12345X')).toEqual([105, 12, 34, 100, 21, 56, 25, 106]);
  });

  it('keeps four digits in the middle in set B, where set C would cost as much', () => {
    // 104 + 33 + 2·17 + 3·18 + 4·19 + 5·20 + 6·34 = 605; 605 mod 103 = 90.
    expect(symbolsOf('A1234B')).toEqual([104, 33, 17, 18, 19, 20, 34, 90, 106]);
  });

  it('uses set C for six digits in the middle and switches back', () => {
    // 104 + 33 + 2·99 + 3·12 + 4·34 + 5·56 + 6·100 + 7·34 = 1625; 1625 mod 103 = 80.
    expect(symbolsOf('A123456B')).toEqual([104, 33, 99, 12, 34, 56, 100, 34, 80, 106]);
  });

  it('encodes exactly two digits in set C and three in set B', () => {
    // 105 + 12 = 117; 117 mod 103 = 14.
    expect(symbolsOf('12')).toEqual([105, 12, 14, 106]);
    // 104 + 17 + 2·18 + 3·19 = 214; 214 mod 103 = 8.
    expect(symbolsOf('123')).toEqual([104, 17, 18, 19, 8, 106]);
  });

  it('encodes the space and the tilde, the ends of set B', () => {
    // 104 + 0 + 2·94 = 292; 292 mod 103 = 86.
    expect(symbolsOf(' ~')).toEqual([104, 0, 94, 86, 106]);
  });
});

describe('encodeCode128: rejected input', () => {
  it('rejects empty text', () => {
    expect(encodeCode128('')).toEqual({ ok: false, reason: 'empty' });
  });

  it('names each unsupported character once', () => {
    expect(encodeCode128('PJJ–12–é')).toEqual({
      ok: false,
      reason: 'unsupported',
      characters: ['–', 'é'],
    });
    expect(encodeCode128('A\tB\n😀')).toEqual({
      ok: false,
      reason: 'unsupported',
      characters: ['\t', '\n', '😀'],
    });
    expect(encodeCode128('\u007f')).toMatchObject({ ok: false, characters: ['\u007f'] });
  });

  it('accepts a string exactly when every character is printable ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const printableOnly = [...text].every((char) => /^[\x20-\x7e]$/.test(char));
        expect(unsupportedCharacters(text).length === 0).toBe(printableOnly);
      }),
    );
  });
});

describe('encodeCode128: properties', () => {
  it('reads back as the input', () => {
    fc.assert(
      fc.property(payCode, (text) => {
        expect(decode(symbolsOf(text))).toBe(text);
      }),
    );
  });

  it('starts with start B or C, ends with the stop and has a correct checksum', () => {
    fc.assert(
      fc.property(payCode, (text) => {
        const symbols = symbolsOf(text);
        expect([104, 105]).toContain(symbols[0]);
        expect(symbols.at(-1)).toBe(106);
        const data = symbols.slice(0, -2);
        const weighted = data.reduce(
          (total, value, index) => total + value * Math.max(index, 1),
          0,
        );
        expect(symbols.at(-2)).toBe(weighted % 103);
      }),
    );
  });

  it('never needs more symbols than set B alone', () => {
    fc.assert(
      fc.property(payCode, (text) => {
        expect(symbolsOf(text).length).toBeLessThanOrEqual(text.length + 3);
      }),
    );
  });

  it('alternates bars and spaces, 11 modules a symbol plus a 13-module stop', () => {
    fc.assert(
      fc.property(payCode, (text) => {
        const { symbols, widths, modules } = encoded(text);
        expect(widths).toHaveLength(6 * (symbols.length - 1) + 7);
        expect(widths.every((width) => Number.isInteger(width) && width >= 1 && width <= 4)).toBe(
          true,
        );
        expect(sum(widths)).toBe(modules);
        expect(modules).toBe(11 * (symbols.length - 1) + 13);
      }),
    );
  });

  it('places bars with the spaces between them and quiet zones on both sides', () => {
    fc.assert(
      fc.property(payCode, fc.integer({ min: 0, max: 20 }), (text, quiet) => {
        const { widths, modules } = encoded(text);
        const bars = code128Bars(widths, quiet);
        expect(bars).toHaveLength((widths.length + 1) / 2);
        expect(bars[0]?.x).toBe(quiet);
        bars.forEach((bar, index) => {
          expect(bar.width).toBe(widths[index * 2]);
          const next = bars[index + 1];
          if (next) expect(next.x - (bar.x + bar.width)).toBe(widths[index * 2 + 1]);
        });
        const last = bars.at(-1);
        expect(last && last.x + last.width + quiet).toBe(modules + 2 * quiet);
      }),
    );
  });
});
