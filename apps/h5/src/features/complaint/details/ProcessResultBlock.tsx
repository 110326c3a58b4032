import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { Section } from '../../../screen/index.ts';
import { followText } from '../text/follow/index.ts';
import type { ProcessResult } from './complaintDetailScreen.ts';
import { PictureGrid } from './PictureGrid.tsx';

export interface ProcessResultBlockProps {
  result: ProcessResult;
  onEnlarge: (index: number) => void;
}

const Agent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Reply = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** 'Process Result': the support agent's reply and pictures. */
export function ProcessResultBlock({ result, onEnlarge }: ProcessResultBlockProps) {
  const f = usePackText(followText);
  return (
    <Section title={f('follow.details.result')}>
      <Agent>{f('follow.details.agent')}</Agent>
      {result.reply && <Reply>{result.reply}</Reply>}
      <PictureGrid pictures={result.pictures} onEnlarge={onEnlarge} />
    </Section>
  );
}
