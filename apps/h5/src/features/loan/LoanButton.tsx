import { Button } from '@hiram/ui';
import { styled } from 'styled-components';

/** 'Loan Now': grey while the agreements are not accepted, yet still reachable and announced. */
export const LoanButton = styled(Button)`
  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.color.disabled};
    border-color: ${({ theme }) => theme.color.disabled};
    color: ${({ theme }) => theme.color.onDisabled};
    cursor: not-allowed;
  }
`;
