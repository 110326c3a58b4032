export interface ModalLabels {
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * Names a modal by its title, else by `label`, else by its content (then the content is not also
 * its description, so it is read once).
 */
export function modalLabels(
  ids: { title: string; body: string },
  hasTitle: boolean,
  label?: string,
): ModalLabels {
  if (hasTitle) return { 'aria-labelledby': ids.title, 'aria-describedby': ids.body };
  if (label) return { 'aria-label': label, 'aria-describedby': ids.body };
  return { 'aria-labelledby': ids.body };
}
