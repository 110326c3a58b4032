import { Button, ButtonLink } from '@hiram/ui';
import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { HeldSpace, type ResourceState, ScreenLayout, Section } from '../../../screen/index.ts';
import { ScreenStatus } from '../../../screen/ScreenStatus.tsx';
import { serviceText } from '../text/service/index.ts';
import type { FallbackContacts, MessagingContact, ServiceContacts } from './contacts.ts';

export interface CustomerServiceViewProps {
  /** The server's contacts (`contact-kf-info`), already checked (`serviceContacts`). */
  state: ResourceState<ServiceContacts>;
  /**
   * The brand's email (with its `mailto:`, or `null`), shown when the load fails, and its phone
   * (with its `tel:`, or `null`).
   */
  fallback: FallbackContacts & { mailto: string | null; tel: string | null };
  /** The complaint route's address, for the link's `href`. */
  complaintHref: string;
  /** The weekdays within which a complaint is answered (the loan terms). */
  complaintAnswerDays: number;
  onRetry: () => void;
  onBack: () => void;
  /** A tap on the messaging contact: open the app (`link`), else copy `value`. */
  onMessaging: (contact: MessagingContact) => void;
  /**
   * Calls the brand's phone through the native app; false when there is none, and the hotline's
   * `tel:` link calls instead.
   */
  onCall: () => boolean;
  onOpenComplaint: () => void;
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Value = styled.dd`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const tappable = `
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  max-width: 100%;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  touch-action: manipulation;
`;

const MailLink = styled.a`
  ${tappable}
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const ContactButton = styled.button`
  ${tappable}
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Note = styled.p`
  margin: 0;
`;

const InAppLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 44px;
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  touch-action: manipulation;
`;

/** The skeleton, held to the rows' size: the contacts' arrival moves nothing below them. */
function ContactsLoading() {
  const s = usePackText(serviceText);
  const rows = [
    ['service.email', 'service.email.hint'],
    ['service.messaging', 'service.messaging.open'],
  ] as const;
  return (
    <HeldSpace
      shape={
        <Rows>
          {rows.map(([label, hint]) => (
            <Row key={label}>
              <Label>{s(label)}</Label>
              <Value>
                <MailLink as="span">
                  {'\u00a0'}
                  <Hint>{s(hint)}</Hint>
                </MailLink>
              </Value>
            </Row>
          ))}
        </Rows>
      }
    >
      <ScreenStatus status="loading" lines={3} />
    </HeldSpace>
  );
}

/** A plain click goes through the router; a modified one (new tab) keeps the browser's way. */
function inApp(event: MouseEvent, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  open();
}

function EmailRow({ email, mailto }: { email: string; mailto: string | null }) {
  const s = usePackText(serviceText);
  if (!email) return null;
  return (
    <Row>
      <Label>{s('service.email')}</Label>
      <Value>
        {mailto ? (
          <MailLink href={mailto}>
            {email}
            <Hint>{s('service.email.hint')}</Hint>
          </MailLink>
        ) : (
          email
        )}
      </Value>
    </Row>
  );
}

function Contacts({
  state,
  fallback,
  onRetry,
  onMessaging,
}: Pick<CustomerServiceViewProps, 'state' | 'fallback' | 'onRetry' | 'onMessaging'>): ReactNode {
  const s = usePackText(serviceText);
  switch (state.status) {
    case 'loading':
      return <ContactsLoading />;
    case 'error':
      return (
        <>
          <ScreenStatus status="error" error={state.error} onRetry={onRetry} />
          <Note>{s('service.fallback')}</Note>
          <Rows>
            <EmailRow email={fallback.email} mailto={fallback.mailto} />
          </Rows>
        </>
      );
    case 'ready': {
      const { email, mailto, messaging } = state.data;
      return (
        <Rows>
          <EmailRow email={email} mailto={mailto} />
          {messaging ? (
            <Row>
              <Label>{s('service.messaging')}</Label>
              <Value>
                <ContactButton type="button" onClick={() => onMessaging(messaging)}>
                  {messaging.value}
                  <Hint>
                    {s(messaging.link ? 'service.messaging.open' : 'service.messaging.copy')}
                  </Hint>
                </ContactButton>
              </Value>
            </Row>
          ) : null}
        </Rows>
      );
    }
  }
}

/**
 * `/customerService`: the brand's hotline through the native app, the way to a complaint, and
 * the server's email and messaging contact (the brand's email when they cannot be had). The
 * contacts come last: a failure to load them, taller than their skeleton, moves nothing below.
 */
export function CustomerServiceView({
  state,
  fallback,
  complaintHref,
  complaintAnswerDays,
  onRetry,
  onBack,
  onMessaging,
  onCall,
  onOpenComplaint,
}: CustomerServiceViewProps) {
  const t = useT();
  const s = usePackText(serviceText);
  return (
    <ScreenLayout title={t('title.customerService')} onBack={onBack}>
      <Intro>{s('service.intro')}</Intro>
      {fallback.phone ? (
        <Section title={s('service.phone')}>
          {fallback.tel ? (
            <ButtonLink
              variant="secondary"
              block
              href={fallback.tel}
              onClick={(event) => {
                if (onCall()) event.preventDefault();
              }}
            >
              {s('service.phone.call', { phone: fallback.phone })}
            </ButtonLink>
          ) : (
            <Button variant="secondary" block onClick={() => onCall()}>
              {s('service.phone.call', { phone: fallback.phone })}
            </Button>
          )}
        </Section>
      ) : null}
      <Section title={s('service.complaint.title')}>
        <Note>{s('service.complaint.promise', { days: complaintAnswerDays })}</Note>
        <InAppLink href={complaintHref} onClick={(event) => inApp(event, onOpenComplaint)}>
          {s('service.complaint.open')}
        </InAppLink>
      </Section>
      <Section title={s('service.contacts')}>
        <Contacts state={state} fallback={fallback} onRetry={onRetry} onMessaging={onMessaging} />
      </Section>
    </ScreenLayout>
  );
}
