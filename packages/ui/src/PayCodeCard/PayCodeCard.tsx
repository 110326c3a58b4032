import { useId, useRef } from 'react';
import { css, styled } from 'styled-components';
import { copyText } from '../clipboard/copyText.ts';
import { readableCode } from '../format/readableCode.ts';
import { cardSurface } from '../internal/cardSurface.ts';
import { loadingPulse } from '../internal/loadingPulse.ts';
import { Logo } from '../Logo/Logo.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';

const LOGO_SIZE = 40;
const NBSP = '\u00a0';

/** What a tap on the card does: `copy` the code, or `navigate` by calling `onPress`. */
export type PayCodeCardMode = 'copy' | 'navigate';

export interface PayCodeCardProps {
  /**
   * The pay (or contract) code, shown large and copied on tap. Spaces that group it for reading
   * are not copied: a payment app's reference field takes the code alone. A code of digits alone
   * is shown in groups of four (`readableCode`).
   */
  code: string;
  /** What the code is for, e.g. the payment channel. */
  title: string;
  /** Provider logo URL; the card leaves room only when given. */
  logo?: string | undefined;
  /** Alternative text of the logo; empty (decorative) by default as the title names the provider. */
  logoAlt?: string | undefined;
  /** 'copy' (default): a tap copies the code. 'navigate': a tap calls `onPress` instead. */
  mode?: PayCodeCardMode | undefined;
  /** Called after a tap in 'copy' mode with whether the code reached the clipboard. */
  onCopy?: ((success: boolean) => void) | undefined;
  /** Called on tap in 'navigate' mode, e.g. to open the repayment-by-code screen. */
  onPress?: (() => void) | undefined;
  /** The link-styled hint at the end of the card; the built-in "Copy" by default. */
  actionLabel?: string | undefined;
  /**
   * Shows a placeholder of the card's shape and height while the code is on its way (with the
   * logo's room when `logo` is given), so the code's arrival moves nothing below it.
   */
  loading?: boolean | undefined;
  className?: string | undefined;
}

const monospace = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Roboto Mono', monospace";
// It wraps: with large text or a narrow screen the action goes under the code, not into it. A
// tap anywhere on it copies (its button takes the keyboard's and a screen reader's), and the code
// is text, not a button's label, so a long press can select it where copying is refused.
const Card = styled.div`
  ${cardSurface}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 44px;
  margin: 0;
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:active { transform: scale(0.99); }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:active { transform: none; }
  }
`;

const Body = styled.span`
  display: flex;
  flex: 1 1 9em;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: break-word;
`;

// A code is read out in its groups: one breaks only where it cannot fit a line whole.
const Code = styled.span`
  font-family: ${monospace};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: 0.12em;
  overflow-wrap: break-word;
  -webkit-user-select: all;
  user-select: all;
`;

const Action = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font-family: inherit;
  cursor: pointer;
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/** Names the logo, when it has an alt, in the button's name; no box of its own. */
const LogoSlot = styled.span`
  display: contents;
`;

const Skeleton = styled.div`
  ${cardSurface}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const placeholder = css`
  display: block;
  width: fit-content;
  min-width: 6em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.disabled};
  color: transparent;
  ${loadingPulse}
`;

/** The title's and the code's own lines, their text hidden: the card keeps its height when the code arrives. */
const TitleLine = styled(Title)`
  ${placeholder}
`;

const CodeLine = styled(Code)`
  ${placeholder}
  min-width: 9em;
`;

const LogoBlock = styled.span`
  ${placeholder}
  flex: none;
  width: ${LOGO_SIZE}px;
  min-width: 0;
  height: ${LOGO_SIZE}px;
`;

/**
 * A provider's pay code as one large tap target that copies the code (or opens its screen), its
 * code selectable by hand.
 */
export function PayCodeCard({
  code,
  title,
  logo,
  logoAlt = '',
  mode = 'copy',
  onCopy,
  onPress,
  actionLabel,
  loading = false,
  className,
}: PayCodeCardProps) {
  const strings = useUiStrings();
  const copying = useRef(false);
  const id = useId();

  if (loading) {
    return (
      <Skeleton role="img" aria-label={strings.loading} aria-busy="true" className={className}>
        {logo !== undefined && <LogoBlock />}
        <Body aria-hidden="true">
          <TitleLine>{NBSP}</TitleLine>
          <CodeLine>{NBSP}</CodeLine>
        </Body>
      </Skeleton>
    );
  }

  const handleClick = async () => {
    if (mode === 'navigate') {
      onPress?.();
      return;
    }
    if (copying.current) return;
    copying.current = true;
    const success = await copyText(code.replace(/\s+/g, ''));
    copying.current = false;
    onCopy?.(success);
  };

  return (
    <Card className={className} onClick={handleClick}>
      <LogoSlot id={`${id}l`}>
        <Logo src={logo} alt={logoAlt} size={LOGO_SIZE} />
      </LogoSlot>
      {/* Said once, as the button's name; a long press still selects the code. */}
      <Body aria-hidden="true">
        <Title id={`${id}t`}>{title}</Title>
        <Code id={`${id}c`}>{readableCode(code)}</Code>
      </Body>
      <Action
        type="button"
        id={`${id}a`}
        aria-labelledby={`${logoAlt && `${id}l `}${id}t ${id}c ${id}a`}
      >
        {actionLabel ?? strings.copy}
      </Action>
    </Card>
  );
}
