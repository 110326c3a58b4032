import { describe, expect, test } from 'vitest';
import { dialable, mailtoHref, serviceContacts, telHref, whatsAppLink } from './contacts.ts';

describe('mailtoHref', () => {
  test.each([
    ['support@hiram.example', 'mailto:support@hiram.example'],
    [' help@lender.com.ph ', 'mailto:help@lender.com.ph'],
  ])('%j -> %s', (email, href) => {
    expect(mailtoHref(email)).toBe(href);
  });

  test.each([
    '',
    'support',
    'a@b',
    'x@evil.example?bcc=all@victims.example',
    '"><img src=x onerror=alert(1)>@x.example',
    'javascript:alert(1)//@x.example',
    'two words@x.example',
  ])('%j is no address', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });
});

describe('telHref', () => {
  test.each([
    ['+63 2 8888 0000', 'tel:+63288880000'],
    ['(02) 8888-0000', 'tel:0288880000'],
    [' 0917.555.0123 ', 'tel:09175550123'],
    ['911', 'tel:911'],
  ])('%j -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
    expect(dialable(phone)).toBe(href.slice('tel:'.length));
  });

  test.each([
    '',
    '12',
    'call us',
    '+63 2 8888 0000 ext 5',
    '+63+2',
    'javascript:alert(1)',
    '1234567890123456',
  ])('%j is no number', (phone) => {
    expect(telHref(phone)).toBeNull();
    expect(dialable(phone)).toBeNull();
  });
});

describe('whatsAppLink', () => {
  test.each([
    ['+63 917 555 0123', 'https://wa.me/639175550123'],
    ['+63-917-555-0123', 'https://wa.me/639175550123'],
    ['(+63) 917.555.0123', 'https://wa.me/639175550123'],
    ['0917 555 0123', 'https://wa.me/639175550123'],
  ])('%j -> %s', (contact, link) => {
    expect(whatsAppLink(contact)).toBe(link);
  });

  test.each([
    '',
    '@hiram_support',
    '917 555 0123',
    '+63 917 555 0123 ext 2',
    'https://evil.example/+639175550123',
    'javascript:alert(1)',
    '+1234567',
  ])('%j is no number', (contact) => {
    expect(whatsAppLink(contact)).toBeNull();
  });

  test('an 11-digit local number that does not start with 09 is no WhatsApp number', () => {
    expect(whatsAppLink('08171234567')).toBeNull();
  });
});

describe('serviceContacts', () => {
  const fallback = { email: 'brand@hiram.example', phone: '+63 2 8888 0000' };
  const anywhere = { inAppBrowser: false, allowed: () => true };

  test('a phone number opens WhatsApp when the platform lets it', () => {
    expect(
      serviceContacts(
        { email: 'support@hiram.example', smWa: '+63 917 555 0123' },
        fallback,
        anywhere,
      ),
    ).toEqual({
      email: 'support@hiram.example',
      mailto: 'mailto:support@hiram.example',
      messaging: { value: '+63 917 555 0123', link: 'https://wa.me/639175550123' },
    });
  });

  test("inside a messaging app's browser, or when the guard refuses the host, the contact is copied", () => {
    const answer = { email: 'support@hiram.example', smWa: '+63 917 555 0123' };
    expect(
      serviceContacts(answer, fallback, { inAppBrowser: true, allowed: () => true }).messaging,
    ).toEqual({ value: '+63 917 555 0123', link: null });
    expect(
      serviceContacts(answer, fallback, { inAppBrowser: false, allowed: () => false }).messaging,
    ).toEqual({ value: '+63 917 555 0123', link: null });
  });

  test("the guard is asked about WhatsApp's link, not the server's value", () => {
    const asked: string[] = [];
    serviceContacts({ email: '', smWa: '0917 555 0123' }, fallback, {
      inAppBrowser: false,
      allowed: (link) => asked.push(link) > 0,
    });
    expect(asked).toEqual(['https://wa.me/639175550123']);
  });

  test("an empty email is the brand's; an empty contact is none", () => {
    expect(serviceContacts({ email: ' ', smWa: '' }, fallback, anywhere)).toEqual({
      email: 'brand@hiram.example',
      mailto: 'mailto:brand@hiram.example',
      messaging: null,
    });
  });

  test('markup stays a value to show, never a link', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(serviceContacts({ email: hostile, smWa: hostile }, fallback, anywhere)).toEqual({
      email: hostile,
      mailto: null,
      messaging: { value: hostile, link: null },
    });
  });
});
