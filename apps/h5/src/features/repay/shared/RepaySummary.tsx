import { Logo } from '@hiram/ui';
import { useId } from 'react';
import { styled } from 'styled-components';

export interface RepaySummaryProps {
  productName: string;
  /** Already through the image rule; nothing shown when refused. */
  productLogo: string | undefined;
  /** What the amount is, e.g. 'Amount due' or the rollover plan's title. */
  amountLabel: string;
  amount: string;
  /** A date line, e.g. the repayment date; left out when the date is empty. */
  dateLabel: string;
  date: string;
  /** The server's `noticeMsg`; left out when empty. */
  notice: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Figures = styled.dl`
  container-type: inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

// The library's `largeAmount`, written here: shared, it would be a chunk of its own.
const Amount = styled.dd`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: min(${({ theme }) => theme.font.size.xxl}, 8vw);
  font-size: min(${({ theme }) => theme.font.size.xxl}, 11cqi);
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const DateValue = styled.dd`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Notice = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The product and what is to pay: the amount, its date and the server's notice. */
export function RepaySummary({
  productName,
  productLogo,
  amountLabel,
  amount,
  dateLabel,
  date,
  notice,
}: RepaySummaryProps) {
  const nameId = useId();
  return (
    <Root aria-labelledby={nameId}>
      <Product>
        <Logo src={productLogo} size={32} />
        <Name id={nameId}>{productName}</Name>
      </Product>
      <Figures>
        <Label>{amountLabel}</Label>
        <Amount>{amount}</Amount>
        {date !== '' && (
          <>
            <Label>{dateLabel}</Label>
            <DateValue>{date}</DateValue>
          </>
        )}
      </Figures>
      {notice.trim() !== '' && <Notice>{notice}</Notice>}
    </Root>
  );
}
