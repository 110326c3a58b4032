import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseCompany } from './company.ts';
import { parseConfig } from './env.ts';

describe('parseConfig and parseCompany', () => {
  test('contract defaults when the env says nothing', () => {
    expect(parseConfig({})).toEqual({
      apiBase: '/h5api',
      mock: false,
      appName: '',
      servicePhone: '',
      appSchemeUrl: '',
      redirectHosts: [],
      locale: 'en',
    });
    expect(parseCompany({})).toEqual({
      name: '',
      address: '',
      serviceEmail: '',
      secRegistration: '',
      certificateOfAuthority: '',
    });
  });

  test('reads the company, trimmed', () => {
    expect(
      parseCompany({
        VITE_COMPANY_NAME: ' Acme Lending Corp. ',
        VITE_COMPANY_ADDRESS: '1 Main St, Makati City',
        VITE_SERVICE_EMAIL: 'help@acme.example ',
        VITE_SEC_REGISTRATION: 'CS000',
        VITE_CERTIFICATE_OF_AUTHORITY: 'No. 1',
      }),
    ).toEqual({
      name: 'Acme Lending Corp.',
      address: '1 Main St, Makati City',
      serviceEmail: 'help@acme.example',
      secRegistration: 'CS000',
      certificateOfAuthority: '1',
    });
  });

  test('a number given with its own "No." loses it, as every label says "No." already', () => {
    const company = parseCompany({
      VITE_SEC_REGISTRATION: 'no.CS000',
      VITE_CERTIFICATE_OF_AUTHORITY: ' NO 1234 ',
    });
    expect([company.secRegistration, company.certificateOfAuthority]).toEqual(['CS000', '1234']);
    expect(parseCompany({ VITE_CERTIFICATE_OF_AUTHORITY: 'Nomura-7' }).certificateOfAuthority).toBe(
      'Nomura-7',
    );
  });

  test('redirect hosts are a trimmed, lower-case list; an unknown locale falls back to en', () => {
    const config = parseConfig({ VITE_REDIRECT_HOSTS: ' Pay.Example , ,wa.me', VITE_LOCALE: 'fr' });
    expect(config.redirectHosts).toEqual(['pay.example', 'wa.me']);
    expect(config.locale).toBe('en');
  });
});

/** Contract section 3: every brand file names the lender the legal pages and the site show. */
describe.each(['hiram', 'bayani', 'tala'])('.env.%s', (brand) => {
  const file = readFileSync(fileURLToPath(new URL(`../../.env.${brand}`, import.meta.url)), 'utf8');
  test.each([
    'VITE_COMPANY_NAME',
    'VITE_COMPANY_ADDRESS',
    'VITE_SERVICE_EMAIL',
    'VITE_SEC_REGISTRATION',
    'VITE_CERTIFICATE_OF_AUTHORITY',
    'VITE_SERVICE_PHONE',
  ])('sets %s', (name) => {
    expect(file).toMatch(new RegExp(`^${name}=\\S`, 'm'));
  });
});
