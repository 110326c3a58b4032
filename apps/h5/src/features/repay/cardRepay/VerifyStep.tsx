import { CountdownButton, Masked, SmsCodeField } from '@hiram/ui';
import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { FieldRow } from '../../../screen/FieldRow.ts';
import { Section } from '../../../screen/index.ts';
import { cardText } from '../text/card/index.ts';
import type { PayCard } from './payChoice.ts';
import { SMS_CODE_LENGTH, SMS_COUNTDOWN_SECONDS } from './smsCode.ts';

export interface VerifyStepProps {
  /** The card being charged. */
  card: PayCard;
  code: string;
  onCodeChange: (code: string) => void;
  /** Why the code was refused (too short, or wrong per the server); '' for none. */
  codeError: string;
  /** How many times a code was refused: each refusal puts the focus back in the field. */
  codeRefusals: number;
  /** Keeps the resend countdown, started when the code was sent (`startStoredCountdown`). */
  countdownKey: string;
  /** Commits again for a new code; the countdown restarts when it resolves to `true`. */
  onResend: () => Promise<boolean>;
  /** A resend tap while the countdown runs. */
  onResendBlocked: (secondsLeft: number) => void;
}

const Paying = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The SMS step after a commit that answered `needValid` 1: the code and its resend button. */
export function VerifyStep({
  card,
  code,
  onCodeChange,
  codeError,
  codeRefusals,
  countdownKey,
  onResend,
  onResendBlocked,
}: VerifyStepProps) {
  const t = usePackText(cardText);
  const sentId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The step takes the place of the card list under the borrower's finger: the code field takes
  // the focus, so the keyboard comes up and a screen reader says a code was sent.
  useEffect(() => field.current?.focus(), []);
  useEffect(() => {
    if (codeRefusals > 0) field.current?.focus();
  }, [codeRefusals]);
  return (
    <Section title={t('card.verify.title')}>
      <Paying>
        {card.bankName} <Masked kind="card" value={card.cardNo} />
      </Paying>
      <Note id={sentId}>{t('card.verify.sent')}</Note>
      <FieldRow>
        <SmsCodeField
          ref={field}
          aria-describedby={sentId}
          length={SMS_CODE_LENGTH}
          value={code}
          onChange={onCodeChange}
          error={codeError || undefined}
        />
        <CountdownButton
          variant="secondary"
          seconds={SMS_COUNTDOWN_SECONDS}
          storageKey={countdownKey}
          onStart={onResend}
          onBlockedTap={onResendBlocked}
          formatRemaining={(seconds) => t('card.verify.resendIn', { seconds })}
        >
          {t('card.verify.resend')}
        </CountdownButton>
      </FieldRow>
    </Section>
  );
}
