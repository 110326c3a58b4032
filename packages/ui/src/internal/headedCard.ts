import { css, styled } from 'styled-components';

/** A bordered card whose first row is its heading: an instruction group, a disclosure. */
export const headedCard = css`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  padding: 0 ${({ theme }) => theme.space.lg};
`;

export const CardHeading = styled.h3`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
