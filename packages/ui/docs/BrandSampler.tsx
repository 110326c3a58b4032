import { styled } from 'styled-components';
import { Button } from '../src/Button/index.ts';
import { formatMoney } from '../src/format/index.ts';
import { Rate } from '../src/Rate/index.ts';

const Sheet = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 360px;
  padding-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
`;

const Header = styled.header`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.gradient};
  color: ${({ theme }) => theme.color.onGradient};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Amount = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One screenful of the library in whatever theme surrounds it, for brand reviews and screenshots. */
export function BrandSampler({ brand }: { brand: string }) {
  return (
    <Sheet aria-label={`${brand} sample`}>
      <Header>
        <Heading>{brand}</Heading>
        <Amount>{formatMoney(1250000, { sign: '₱' })}</Amount>
      </Header>
      <Card>
        <Muted>Due 2026-12-01 · 91 days</Muted>
        <Button block>Loan Now</Button>
        <Row>
          <Button variant="secondary">Short of money?</Button>
          <Button variant="ghost">More</Button>
          <Button disabled>Disabled</Button>
        </Row>
        <Rate defaultValue={3} label={`${brand} rating`} />
      </Card>
    </Sheet>
  );
}
