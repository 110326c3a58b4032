import { copyText, toast } from '@hiram/ui';
import { useCallback } from 'react';
import { serviceApi } from '../../../api/index.ts';
import { bridge } from '../../../bridge/index.ts';
import { companyConfig } from '../../../config/company.ts';
import { config } from '../../../config/env.ts';
import { loanTerms } from '../../../config/loanTerms.ts';
import { usePackText } from '../../../i18n/index.ts';
import { linkGuard } from '../../../link/index.ts';
import { paths } from '../../../paths/index.ts';
import { currentInAppBrowser } from '../../../platform/index.ts';
import { useNavigateOnce, usePageBack, useResource } from '../../../screen/index.ts';
import { serviceText } from '../text/service/index.ts';
import type { CustomerServiceViewProps } from './CustomerServiceView.tsx';
import {
  dialable,
  type FallbackContacts,
  type MessagingContact,
  mailtoHref,
  serviceContacts,
  telHref,
} from './contacts.ts';

/** The brand's contacts from the env config (contract section 3). */
export const brandContacts = (): FallbackContacts => ({
  email: companyConfig.serviceEmail,
  phone: config.servicePhone,
});

/**
 * The customer service screen's data and actions: `contact-kf-info` (overall=30) as the route
 * asks it early, WhatsApp or a copy for the messaging contact, the hotline through the bridge
 * (through its `tel:` link where there is no native app, as in a messaging app's browser).
 */
export function useCustomerService(
  fallback: FallbackContacts = brandContacts(),
): CustomerServiceViewProps {
  const s = usePackText(serviceText);
  const navigate = useNavigateOnce();
  const back = usePageBack();
  const { state, retry } = useResource(
    async (signal) =>
      serviceContacts(await serviceApi.getContactInfo({ signal }), fallback, {
        inAppBrowser: currentInAppBrowser() !== null,
        allowed: (link) => linkGuard.check(link).ok,
      }),
    [],
  );

  const onMessaging = useCallback(
    async ({ value, link }: MessagingContact) => {
      if (link) {
        bridge.openPage(link);
        return;
      }
      const copied = await copyText(value);
      toast.show(
        copied
          ? s('service.messaging.copied')
          : s('service.messaging.copyFailed', { contact: value }),
      );
    },
    [s],
  );

  return {
    state,
    fallback: { ...fallback, mailto: mailtoHref(fallback.email), tel: telHref(fallback.phone) },
    complaintHref: paths.complaint.href(),
    complaintAnswerDays: loanTerms.complaintAnswerWithinWeekdays,
    onRetry: retry,
    onBack: back,
    onMessaging,
    // The native side may build a `tel:` link from it: spaces would break one.
    onCall: () => bridge.callPhone(dialable(fallback.phone) ?? fallback.phone),
    onOpenComplaint: () => navigate(paths.complaint.href()),
  };
}
