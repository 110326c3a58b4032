/** What a tap at the middle of `element` lands on: the element, or whatever covers it. */
export const tapTarget = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
};
