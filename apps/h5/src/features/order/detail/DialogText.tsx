import { styled } from 'styled-components';

/** A dialog's message; line breaks in server text are kept, markup is shown as text. */
export const DialogText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
