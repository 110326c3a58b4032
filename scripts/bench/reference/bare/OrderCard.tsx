import { createGlobalStyle, styled } from 'styled-components';

/** The same order as the static reference page and the mock backend's default order. */
const order = {
  status: 'Due today',
  description: 'Repay ₱5.455,00 today to keep a good credit record.',
  product: 'PesoBilis',
  rows: [
    ['Loan amount', '₱5.000,00'],
    ['Amount received', '₱4.250,00'],
    ['Loan term', '91 days'],
    ['Repayment amount', '₱5.455,00'],
    ['Repayment date', '2025-07-15'],
    ['Receiving account', 'GCash 0917 *** 4567'],
    ['Order number', 'PB202504150001'],
  ],
} as const;

const muted = '#686e77';
const accent = '#0f766e';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    min-height: 100vh;
    font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
    font-size: 16px;
    line-height: 1.5;
    color: #1f2937;
    background: #f3f8f8;
    -webkit-font-smoothing: antialiased;
  }
  button { font: inherit; }
  svg { display: block; }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  min-height: 48px;
  padding: 0 4px;
  background: linear-gradient(135deg, #0f766e 0%, #1d4ed8 100%);
  color: #ffffff;
`;

const Back = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
`;

const Title = styled.h1`
  margin: 0;
  padding: 8px 4px;
  font-size: 18px;
  font-weight: 700;
  line-height: 1.25;
  text-align: center;
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px 16px 24px;
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px 16px;
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  padding: 12px;
  border-radius: 999px;
  background: #e2efee;
  color: #b45309;
`;

const Status = styled.h2`
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  line-height: 1.25;
`;

const Description = styled.p`
  margin: 0;
  max-width: 340px;
  color: ${muted};
  font-size: 14px;
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: 8px;
  background: #ffffff;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding-bottom: 8px;
  border-bottom: 1px solid #dddfe1;
`;

const Logo = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  background: #e2efee;
  color: ${accent};
  font-weight: 700;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Rows = styled.dl`
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  font-size: 14px;

  & + & {
    border-top: 1px solid #eceef0;
  }
`;

const Label = styled.dt`
  color: ${muted};
`;

const Value = styled.dd`
  margin: 0;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Button = styled.button<{ $secondary?: boolean }>`
  min-height: 48px;
  padding: 12px 16px;
  border: 1px solid ${accent};
  border-radius: 10px;
  background: ${({ $secondary }) => ($secondary ? '#ffffff' : accent)};
  color: ${({ $secondary }) => ($secondary ? accent : '#ffffff')};
  font-weight: 700;
`;

const Hint = styled.p`
  margin: 8px 0 0;
  color: ${muted};
  font-size: 14px;
  text-align: center;
`;

/** The `/loanDetail` screen's order card, with no data request: the bare stack's cost alone. */
export function OrderCard() {
  return (
    <>
      <GlobalStyle />
      <Header>
        <Back type="button" aria-label="Back">
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Back>
        <Title>Order details</Title>
      </Header>
      <Main>
        <Hero>
          <Badge>
            <svg
              aria-hidden="true"
              width="48"
              height="48"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="4.5" y="5.5" width="15" height="14" rx="2" />
              <path d="M4.5 10h15M9 3.5v4M15 3.5v4M12 13v2.5" />
            </svg>
          </Badge>
          <Status>{order.status}</Status>
          <Description>{order.description}</Description>
        </Hero>
        <Card aria-label={order.product}>
          <Product>
            <Logo aria-hidden="true">P</Logo>
            <Name>{order.product}</Name>
          </Product>
          <Rows>
            {order.rows.map(([label, value]) => (
              <Row key={label}>
                <Label>{label}</Label>
                <Value>{value}</Value>
              </Row>
            ))}
          </Rows>
        </Card>
        <Actions>
          <Button type="button">REPAY</Button>
          <Hint id="rollover-hint">Short of money?</Hint>
          <Button type="button" $secondary aria-describedby="rollover-hint">
            Rollover Repayment
          </Button>
        </Actions>
      </Main>
    </>
  );
}
