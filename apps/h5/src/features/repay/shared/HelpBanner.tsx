import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { paymentText } from '../text/payment/index.ts';
import helpArt from './helpArt.svg?no-inline';

export interface HelpBannerProps {
  /** The payment instructions' address, for a link opened apart. */
  href: string;
  /** Opens the payment instructions in the app. */
  onOpen: () => void;
}

const Banner = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid ${({ theme }) => theme.color.accentText};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  touch-action: manipulation;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Art = styled.svg`
  flex: none;
  width: 48px;
  height: 48px;
  color: ${({ theme }) => theme.color.accentText};
`;

const Words = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Chevron = styled.span`
  flex: none;
  width: 0.6em;
  height: 0.6em;
  border-top: 2px solid ${({ theme }) => theme.color.accentText};
  border-right: 2px solid ${({ theme }) => theme.color.accentText};
  transform: rotate(45deg);
`;

/** A plain click goes through the router; a modified one (new tab) keeps the browser's way. */
function inApp(event: MouseEvent, onOpen: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  onOpen();
}

/** The help image: a drawn banner linking to the payment instructions. */
export function HelpBanner({ href, onOpen }: HelpBannerProps) {
  const t = usePackText(paymentText);
  return (
    <Banner href={href} onClick={(event) => inApp(event, onOpen)}>
      <Art viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <use href={`${helpArt}#art`} />
      </Art>
      <Words>
        <Title>{t('payment.help.title')}</Title>
        <Body>{t('payment.help.body')}</Body>
      </Words>
      <Chevron aria-hidden="true" />
    </Banner>
  );
}
