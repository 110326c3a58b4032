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
