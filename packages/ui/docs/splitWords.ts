/**
 * The words of `element`'s text that the layout breaks across lines: a name, an amount or a code
 * read in two halves. Empty where every word that fits the width is kept whole.
 */
export function splitWords(element: Element): string[] {
  const split: string[] = [];
  const texts = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
      if (lines.size > 1) split.push(word[0]);
    }
  }
  return split;
}
