import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Logo } from '../Logo/Logo.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { largeAmount } from '../theme/largeAmount.ts';

export interface LoanSummaryProps {
  /** The amount, formatted with its currency sign, e.g. `₱5.000,00`. */
  amount: ReactNode;
  /** The term, formatted, e.g. `91 days`. */
  term: ReactNode;
  /** The interest-rate description, e.g. `Daily interest rate 0,1%`. */
  rate?: ReactNode | undefined;
  /** The product's name, at the top beside its logo; the line is left out without either. */
  productName?: ReactNode | undefined;
  /** Product logo URL; decorative, as the name is shown beside it. */
  productLogo?: string | undefined;
  /** The built-in "Loan amount" label by default. */
  amountLabel?: string | undefined;
  /** The built-in "Loan term" label by default. */
  termLabel?: string | undefined;
  className?: string | undefined;
}

const LOGO_SIZE = 32;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.gradient};
  color: ${({ theme }) => theme.color.onGradient};
  overflow-wrap: anywhere;
  container-type: inline-size;
`;

const Product = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Value = styled.dd<{ $large?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  ${({ $large }) => $large && largeAmount}
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Rate = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The loan being confirmed: amount, term, rate description and the product it comes from. */
export function LoanSummary({
  amount,
  term,
  rate,
  productName,
  productLogo,
  amountLabel,
  termLabel,
  className,
}: LoanSummaryProps) {
  const strings = useUiStrings();
  return (
    <Root className={className}>
      {(productName != null || productLogo) && (
        <Product>
          <Logo src={productLogo} size={LOGO_SIZE} />
          {productName}
        </Product>
      )}
      <Figures>
        <Figure>
          <Label>{amountLabel ?? strings.loanAmount}</Label>
          <Value $large>{amount}</Value>
        </Figure>
        <Figure>
          <Label>{termLabel ?? strings.loanTerm}</Label>
          <Value>{term}</Value>
        </Figure>
      </Figures>
      {rate != null && rate !== '' && <Rate>{rate}</Rate>}
    </Root>
  );
}
