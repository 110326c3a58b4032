import { unsupportedCharacters } from './code128Charset.ts';
import {
  CODE_B,
  CODE_C,
  CODE128_PATTERNS,
  CODE128_STOP,
  START_B,
  START_C,
  STOP,
} from './code128Patterns.ts';

/** Light modules required on each side of the symbol. */
export const QUIET_ZONE = 10;

export type Code128 =
  | {
      ok: true;
      /** Start, data, checksum and stop symbol values. */
      symbols: number[];
      /** Bar, space, bar, … widths in modules, from the start symbol to the stop symbol. */
      widths: number[];
      /** Width of the symbol in modules, quiet zones excluded. */
      modules: number;
    }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'unsupported'; characters: string[] };

export interface Bar {
  /** Left edge in modules, counted from the outer edge of the left quiet zone. */
  x: number;
  width: number;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

function digitRun(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end += 1;
  return end - from;
}

/**
 * A run of digits goes into code set C (two digits a symbol) when that never costs more symbols
 * than set B: 4 or more at either end of the text, 6 or more in the middle, or exactly 2 as the
 * whole text. An odd run leaves one digit in set B: its last at the start, its first elsewhere.
 */
function dataSymbols(text: string): number[] {
  const symbols: number[] = [];
  let set: 'B' | 'C' | undefined;
  const enter = (next: 'B' | 'C') => {
    if (set === next) return;
    if (set === undefined) symbols.push(next === 'B' ? START_B : START_C);
    else symbols.push(next === 'B' ? CODE_B : CODE_C);
    set = next;
  };
  const pushB = (char: string) => {
    enter('B');
    symbols.push(char.charCodeAt(0) - 32);
  };

  let index = 0;
  while (index < text.length) {
    const run = digitRun(text, index);
    const atStart = index === 0;
    const atEnd = index + run === text.length;
    const useC = run >= (atStart || atEnd ? 4 : 6) || (atStart && atEnd && run === 2);
    if (!useC) {
      const end = index + Math.max(run, 1);
      for (; index < end; index += 1) pushB(text.charAt(index));
      continue;
    }
    if (run % 2 === 1 && !atStart) {
      pushB(text.charAt(index));
      index += 1;
    }
    enter('C');
    const end = index + run - (run % 2);
    for (; index < end; index += 2) symbols.push(Number(text.slice(index, index + 2)));
  }
  return symbols;
}

/** Modulo 103 sum of the start value and each data value times its position. */
function code128Checksum(symbols: readonly number[]): number {
  let sum = symbols[0] ?? 0;
  for (let position = 1; position < symbols.length; position += 1) {
    sum += position * (symbols[position] ?? 0);
  }
  return sum % 103;
}

/** Encodes printable ASCII text as a Code 128 symbol (code sets B and C). */
export function encodeCode128(text: string): Code128 {
  if (text.length === 0) return { ok: false, reason: 'empty' };
  const characters = unsupportedCharacters(text);
  if (characters.length > 0) return { ok: false, reason: 'unsupported', characters };

  const data = dataSymbols(text);
  const symbols = [...data, code128Checksum(data), STOP];
  const widths = symbols.flatMap((value) =>
    Array.from(value === STOP ? CODE128_STOP : (CODE128_PATTERNS[value] ?? ''), Number),
  );
  const modules = widths.reduce((sum, width) => sum + width, 0);
  return { ok: true, symbols, widths, modules };
}

/** The dark bars of `widths`, placed after a quiet zone of `quietZone` modules. */
export function code128Bars(widths: readonly number[], quietZone = QUIET_ZONE): Bar[] {
  const bars: Bar[] = [];
  let x = quietZone;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return bars;
}
