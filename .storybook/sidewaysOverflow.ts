/**
 * What of the page reaches past the viewport's right edge: on a phone that is a page that
 * scrolls sideways, or text cut off at the screen's edge. Inside a box that clips or scrolls
 * its content sideways nothing counts: the box decides what shows.
 */
export function sidewaysOverflow(root: Element = document.body): string[] {
  const edge = document.documentElement.clientWidth + 0.5;
  const found: string[] = [];
  const visit = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.right > edge) found.push(whereItEnds(element, box));
    if (getComputedStyle(element).overflowX !== 'visible') return;
    for (const child of element.children) visit(child);
  };
  for (const child of root.children) visit(child);
  return found;
}

function whereItEnds(element: Element, box: DOMRect): string {
  const text = (element.textContent ?? '').trim().slice(0, 40);
  return `<${element.tagName.toLowerCase()}> ends at ${Math.round(box.right)} px: "${text}"`;
}
