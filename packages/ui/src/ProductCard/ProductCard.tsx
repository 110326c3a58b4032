import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { cardSurface } from '../internal/cardSurface.ts';
import { Logo } from '../Logo/Logo.tsx';
import { interestRate } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';

export interface ProductCardProps {
  /** The product's name: the card's heading, which also names the card and describes its button. */
  name: string;
  /** Logo URL; decorative, as the name says whose it is. */
  logo?: string | undefined;
  /** The button's label, e.g. 'Apply now'. */
  buttonText: string;
  /** The amount range, e.g. '₱3.000 - ₱20.000'. */
  range?: string | undefined;
  /** What the range is, e.g. 'Loan amount'. */
  rangeDesc?: string | undefined;
  /** The rate, e.g. '0,05%/day', named by the built-in label `interestRate`. */
  rate?: string | undefined;
  /** A line about the product, under its figures, e.g. 'Approval in 10 minutes'. */
  desc?: string | undefined;
  /** `false` greys the button out and ignores taps. */
  enabled?: boolean | undefined;
  /** When it returns a promise the button stays busy until the promise settles. */
  onSelect?: (() => unknown) | undefined;
  /** The name's element; `h3` by default, under a list's `h2`. */
  nameAs?: 'h2' | 'h3' | 'h4' | 'p' | undefined;
  className?: string | undefined;
}

const Card = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

/** With large text or a narrow screen the button goes under the name, not into it. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Name = styled.h3`
  flex: 1 1 8em;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8em, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A loan product offered to the user: who, how much, at what rate, and a button to apply. */
export function ProductCard({
  name,
  logo,
  buttonText,
  range,
  rangeDesc,
  rate,
  desc,
  enabled = true,
  onSelect,
  nameAs = 'h3',
  className,
}: ProductCardProps) {
  const nameId = useId();
  const strings = useUiLabels({ interestRate });
  const facts = [
    { value: range, label: rangeDesc },
    { value: rate, label: strings.interestRate },
  ].filter((fact) => fact.value);

  return (
    <Card aria-labelledby={nameId} className={className}>
      <Head>
        <Logo src={logo} />
        <Name as={nameAs} id={nameId}>
          {name}
        </Name>
        <Button disabled={!enabled} aria-describedby={nameId} onClick={onSelect}>
          {buttonText}
        </Button>
      </Head>
      {facts.length > 0 && (
        <Facts>
          {facts.map((fact) => (
            <Fact key={`${fact.value}|${fact.label}`}>
              <Label>{fact.label}</Label>
              <Value>{fact.value}</Value>
            </Fact>
          ))}
        </Facts>
      )}
      {desc && <Line>{desc}</Line>}
    </Card>
  );
}
