/** The messaging-app contact (`smWa`) and what a tap on it can do. */
export interface MessagingContact {
  /** As the server gave it: what is shown and what is copied. */
  value: string;
  /** WhatsApp's click-to-chat link when the value is a phone number and the app can open it here. */
  link: string | null;
}

/** What the customer service screen shows once the contacts are in. */
export interface ServiceContacts {
  email: string;
  /** `mailto:` for a well-formed address, else `null` (the address is shown as text). */
  mailto: string | null;
  messaging: MessagingContact | null;
}

/** The brand's own contacts (env config): shown when the server's cannot be had. */
export interface FallbackContacts {
  email: string;
  phone: string;
}

const EMAIL = /^[^\s@<>()[\]"',;:\\/?#&=]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return EMAIL.test(address) ? `mailto:${address}` : null;
}

/**
 * The number as it is dialled, its digits with its leading `+`: `+63 2 8888 0000` is
 * `+63288880000`; `null` when it is no phone number.
 */
export function dialable(phone: string): string | null {
  const compact = phone.trim().replace(/[\s().-]/g, '');
  return /^\+?\d{3,15}$/.test(compact) ? compact : null;
}

/** `tel:` and the number as it is dialled; `null` when it is no phone number. */
export function telHref(phone: string): string | null {
  const number = dialable(phone);
  return number === null ? null : `tel:${number}`;
}

/**
 * `https://wa.me/<digits>` for a phone number in international form (`+63 917 555 0123`) or the
 * Philippine mobile form (`0917 555 0123`, read as +63); `null` for anything else.
 */
export function whatsAppLink(contact: string): string | null {
  const compact = contact.trim().replace(/[\s().-]/g, '');
  const international = /^\+(\d{8,15})$/.exec(compact)?.[1];
  if (international) return `https://wa.me/${international}`;
  const local = /^0(9\d{9})$/.exec(compact)?.[1];
  return local ? `https://wa.me/63${local}` : null;
}

export interface OpenConditions {
  /** The page is shown by a messaging app's built-in browser, which keeps other apps' links in. */
  inAppBrowser: boolean;
  /** The link guard lets the app leave for this link (its host is in the allow list). */
  allowed: (link: string) => boolean;
}

/** The screen's contacts from the server's answer; an empty email falls back to the brand's. */
export function serviceContacts(
  answer: { email: string; smWa: string },
  fallback: FallbackContacts,
  open: OpenConditions,
): ServiceContacts {
  const email = answer.email.trim() || fallback.email;
  const value = answer.smWa.trim();
  const link = whatsAppLink(value);
  return {
    email,
    mailto: mailtoHref(email),
    messaging: value
      ? { value, link: link && !open.inAppBrowser && open.allowed(link) ? link : null }
      : null,
  };
}
