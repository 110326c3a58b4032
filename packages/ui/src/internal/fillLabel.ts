/** Fills a built-in label such as 'Slide {index} of {total}'; unknown placeholders stay as they are. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.keys(values).includes(name) ? String(values[name]) : placeholder,
  );
}
