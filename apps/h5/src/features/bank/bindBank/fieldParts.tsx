import { styled } from 'styled-components';

/** Label, control, hint and error of one form field, stacked. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const FieldHint = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldError = styled.div`
  color: ${({ theme }) => theme.color.danger};
`;

/** The box of a text input or a picker's button, as the library's fields draw it. */
export const FieldBox = styled.input`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  appearance: none;

  &:focus { border-color: ${({ theme }) => theme.color.focus}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

/** What a picker's button shows before anything is chosen. */
export const Placeholder = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** `aria-describedby` from the ids of what is shown under a control. */
export const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
