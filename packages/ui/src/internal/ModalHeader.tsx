import { type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';
import { CloseButton } from './CloseButton.tsx';
import { useScrollable } from './useScrollable.ts';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
`;

/** A long title scrolls within its part: the message and the buttons keep their room. */
const Title = styled.h2`
  flex: 1;
  max-height: 40vh;
  overflow-y: auto;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export interface ModalHeaderProps {
  titleId: string;
  title?: ReactNode | undefined;
  /** Shows the close icon. */
  onClose?: (() => void) | undefined;
}

/** A modal's title and close icon; nothing when it has neither. */
export function ModalHeader({ titleId, title, onClose }: ModalHeaderProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const scrollable = useScrollable(titleRef);
  if (title == null && !onClose) return null;
  return (
    <Root>
      {title != null && (
        <Title ref={titleRef} id={titleId} tabIndex={scrollable ? 0 : undefined}>
          {title}
        </Title>
      )}
      {onClose && <CloseButton onClick={onClose} />}
    </Root>
  );
}
