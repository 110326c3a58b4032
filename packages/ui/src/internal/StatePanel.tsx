import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface StatePanelProps {
  /** The decorative picture on top, hidden from screen readers by its owner. */
  picture: ReactNode;
  title: ReactNode;
  /** A line under the title. */
  text?: ReactNode | undefined;
  /** A button under the text. */
  action?: ReactNode | undefined;
  role?: 'alert' | undefined;
  className?: string | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const Text = styled.p`
  margin: 0;
  max-width: 320px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** A picture, a title, a line and a button, centred in place of content: Empty's and ErrorState's base. */
export function StatePanel({ picture, title, text, action, role, className }: StatePanelProps) {
  return (
    <Root role={role} className={className}>
      {picture}
      <Title>{title}</Title>
      {text != null && <Text>{text}</Text>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
