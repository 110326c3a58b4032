/** One way to pay within a channel: its name and the steps to follow. */
export interface InstructionEntry {
  /** The way to pay, e.g. 'Via the GCash app': a heading over its steps; none when blank. */
  name: string;
  /** The steps, in order, as a numbered list; blank ones are dropped. */
  step: readonly string[];
}

/** The server's `payNotice`: group title (e.g. a channel) to its entries. */
export type PayNotice = Readonly<Record<string, readonly InstructionEntry[]>>;

export interface InstructionGroup {
  /** The group's heading, e.g. the channel; with `collapsible`, the group folds under it. */
  title: string;
  /** The ways to pay in this group, in order; a group left with none is not shown. */
  entries: readonly InstructionEntry[];
}

export type Instructions = PayNotice | readonly InstructionGroup[];

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function cleanEntries(entries: unknown): InstructionEntry[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: Partial<InstructionEntry> | null) => {
    const name = isText(entry?.name) ? entry.name : '';
    const step = Array.isArray(entry?.step) ? entry.step.filter(isText) : [];
    return name || step.length > 0 ? [{ name, step }] : [];
  });
}

/**
 * The groups to show, in order, from either shape. Tolerates what servers send: missing lists,
 * blank steps, entries with nothing in them. Groups left with no entries are dropped.
 */
export function toInstructionGroups(
  instructions: Instructions | null | undefined,
): InstructionGroup[] {
  if (!instructions) return [];
  const groups: Array<{ title: unknown; entries: unknown }> = Array.isArray(instructions)
    ? instructions
    : Object.entries(instructions).map(([title, entries]) => ({ title, entries }));
  return groups.flatMap((group) => {
    const entries = cleanEntries(group?.entries);
    return entries.length > 0 ? [{ title: isText(group?.title) ? group.title : '', entries }] : [];
  });
}
