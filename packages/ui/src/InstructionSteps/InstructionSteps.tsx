import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { Disclosure } from '../Disclosure/Disclosure.tsx';
import { CardHeading, headedCard } from '../internal/headedCard.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import {
  type InstructionEntry,
  type InstructionGroup,
  type Instructions,
  toInstructionGroups,
} from './instructionGroups.ts';

type HeadingLevel = 2 | 3 | 4 | 5;

export interface InstructionStepsProps {
  /** The server's `payNotice` map (group title to entries) or an array of groups. */
  instructions: Instructions | null | undefined;
  /** Each group folds under its title (native `<details>`). */
  collapsible?: boolean | undefined;
  /** Which groups start open when collapsible. */
  defaultOpen?: 'all' | 'first' | 'none' | undefined;
  /** Level of the group headings; entry names are one level below. */
  headingLevel?: HeadingLevel | undefined;
  /** Shown when there are no instructions; the built-in message by default. */
  emptyText?: ReactNode | undefined;
  className?: string | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const Group = styled.section`
  ${headedCard}
`;

const Entries = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.lg};
`;

const EntryName = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Steps = styled.ol`
  margin: 0;
  padding-inline-start: 1.5em;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > li + li { margin-top: ${({ theme }) => theme.space.xxs}; }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const heading = (level: number) => `h${Math.min(level, 6)}` as 'h2';

function Entry({ entry, level }: { entry: InstructionEntry; level: number }) {
  const nameId = useId();
  return (
    <div>
      {entry.name && (
        <EntryName as={heading(level)} id={nameId}>
          {entry.name}
        </EntryName>
      )}
      {entry.step.length > 0 && (
        <Steps aria-labelledby={entry.name ? nameId : undefined}>
          {entry.step.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are text that may repeat; position is identity
            <li key={index}>{step}</li>
          ))}
        </Steps>
      )}
    </div>
  );
}

function GroupEntries({ group, level }: { group: InstructionGroup; level: number }) {
  return (
    <Entries>
      {group.entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and may share a name
        <Entry key={index} entry={entry} level={level} />
      ))}
    </Entries>
  );
}

/** Payment instructions grouped by channel: a heading per group, a named list of steps per entry. */
export function InstructionSteps({
  instructions,
  collapsible = false,
  defaultOpen = 'first',
  headingLevel = 3,
  emptyText,
  className,
}: InstructionStepsProps) {
  const strings = useUiStrings();
  const groups = toInstructionGroups(instructions);

  if (groups.length === 0) {
    return <Empty className={className}>{emptyText ?? strings.noInstructions}</Empty>;
  }

  const seen = new Map<string, number>();
  /** The title, numbered from its second use: unique as titles in the array form may repeat. */
  const keyOf = (title: string) => {
    const uses = seen.get(title) ?? 0;
    seen.set(title, uses + 1);
    return uses === 0 ? title : `${title}#${uses}`;
  };

  return (
    <Root className={className}>
      {groups.map((group, index) => {
        const key = keyOf(group.title);
        const entries = <GroupEntries group={group} level={headingLevel + 1} />;
        if (collapsible && group.title) {
          const open = defaultOpen === 'all' || (defaultOpen === 'first' && index === 0);
          return (
            <Disclosure
              key={key}
              title={group.title}
              headingLevel={headingLevel}
              defaultOpen={open}
            >
              {entries}
            </Disclosure>
          );
        }
        return (
          <Group key={key}>
            {group.title && <CardHeading as={heading(headingLevel)}>{group.title}</CardHeading>}
            {entries}
          </Group>
        );
      })}
    </Root>
  );
}
