/** Code 128 code set B covers printable ASCII: space (32) to tilde (126). */
function isCode128Character(char: string): boolean {
  const code = char.charCodeAt(0);
  return char.length === 1 && code >= 32 && code <= 126;
}

/** The distinct characters of `text` that cannot be drawn as a Code 128 barcode, in order. */
export function unsupportedCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!isCode128Character(char)) found.add(char);
  return [...found];
}
