import { styled } from 'styled-components';

/**
 * A field (`@hiram/ui`'s, or `FormField`) and the button that goes with it (resend, a picture
 * code), side by side while the field keeps room for its text; a button too wide for that goes
 * under it. The button lines up with the field's box below its one-line label, so a message
 * under the field does not move it from under the borrower's finger.
 */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  /* Wrapped under the field, the button's own offset is the space between them. */
  gap: 0 ${({ theme }) => theme.space.sm};

  & > :first-child { flex: 1 1 8rem; min-width: 0; }
  & > :not(:first-child) {
    margin-top: calc(${({ theme }) => `${theme.font.size.sm} * ${theme.font.lineHeight.normal} + ${theme.space.xs}`});
  }
`;
