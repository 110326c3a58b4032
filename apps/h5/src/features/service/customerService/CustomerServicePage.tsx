import { CustomerServiceView } from './CustomerServiceView.tsx';
import type { FallbackContacts } from './contacts.ts';
import { brandContacts, useCustomerService } from './useCustomerService.ts';

export interface CustomerServicePageProps {
  /** The brand's email and hotline; the env config's unless a story gives its own. */
  fallback?: FallbackContacts;
}

/** `/customerService`: the contact page. */
export default function CustomerServicePage({
  fallback = brandContacts(),
}: CustomerServicePageProps) {
  return <CustomerServiceView {...useCustomerService(fallback)} />;
}
