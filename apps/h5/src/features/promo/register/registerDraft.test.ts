import { describe, expect, test } from 'vitest';
import { createRegisterDraft } from './registerDraft.ts';

describe('createRegisterDraft', () => {
  test('starts empty', () => {
    expect(createRegisterDraft().form()).toEqual({ phone: '', captcha: '', smsCode: '' });
  });

  test('gives back the phone and the SMS code it kept, without the captcha', () => {
    const draft = createRegisterDraft();
    draft.keep({ phone: '09171234567', captcha: 'AB12', smsCode: '123456' });
    expect(draft.form()).toEqual({ phone: '09171234567', captcha: '', smsCode: '123456' });
  });

  test('is empty again once cleared', () => {
    const draft = createRegisterDraft();
    draft.keep({ phone: '09171234567', captcha: 'AB12', smsCode: '123456' });
    draft.clear();
    expect(draft.form()).toEqual({ phone: '', captcha: '', smsCode: '' });
  });
});
