import { describe, expect, test } from 'vitest';
import { brokenStorage, memoryStorage } from '../shared/memoryStorage.ts';
import { draftKey, draftKeysOf, readDraft, saveDraft } from './draft.ts';

const key = draftKey({ orderNo: 'PB1', problemType: '1', problemSonType: '12' });
const draft = { detail: 'Called at 11 pm', images: ['https://img.example/a.jpg'] };

describe('the draft', () => {
  test('one key per order, type and sub-type', () => {
    expect(key).toBe('complaintDraft:["PB1","1","12"]');
    expect(draftKey({ orderNo: 'PB1', problemType: '1', problemSonType: '' })).not.toBe(key);
    expect(draftKey({ orderNo: 'PB2', problemType: '1', problemSonType: '12' })).not.toBe(key);
  });

  test('is saved and read back', () => {
    const storage = memoryStorage();
    saveDraft(() => storage, key, draft);
    expect(readDraft(() => storage, key)).toEqual(draft);
  });

  test('an empty draft is forgotten', () => {
    const storage = memoryStorage({ [key]: JSON.stringify(draft) });
    saveDraft(() => storage, key, { detail: '', images: [] });
    expect(storage.entries.has(key)).toBe(false);
  });

  test('pictures without a description are kept', () => {
    const storage = memoryStorage();
    const pictures = { detail: '', images: draft.images };
    saveDraft(() => storage, key, pictures);
    expect(readDraft(() => storage, key)).toEqual(pictures);
  });

  test.each([
    ['not JSON', '{detail'],
    ['not an object', '"text"'],
    ['a description over 200 characters', JSON.stringify({ detail: 'x'.repeat(201), images: [] })],
    ['more than 9 pictures', JSON.stringify({ detail: 'a', images: Array(10).fill('u') })],
    ['a blank picture', JSON.stringify({ detail: 'a', images: [' '] })],
    ['a number for text', JSON.stringify({ detail: 5, images: [] })],
    ['no pictures list', JSON.stringify({ detail: 'a' })],
  ])('%s is ignored', (_, saved) => {
    expect(readDraft(() => memoryStorage({ [key]: saved }), key)).toBeNull();
  });

  test('200 characters as people see them are kept', () => {
    const emoji = { detail: '👍🏽'.repeat(200), images: [] };
    expect(readDraft(() => memoryStorage({ [key]: JSON.stringify(emoji) }), key)).toEqual(emoji);
  });

  test('a storage too full for the pictures keeps the description', () => {
    const storage = memoryStorage();
    const setItem = storage.setItem;
    storage.setItem = (name, value) => {
      if (value.includes('img.example')) throw new DOMException('full', 'QuotaExceededError');
      setItem(name, value);
    };
    saveDraft(() => storage, key, draft);
    expect(readDraft(() => storage, key)).toEqual({ detail: draft.detail, images: [] });
  });

  test("every draft of an order, whatever its type, and no other order's", () => {
    const storage = memoryStorage({
      [key]: '{}',
      [draftKey({ orderNo: 'PB1', problemType: '2', problemSonType: '' })]: '{}',
      [draftKey({ orderNo: 'PB10', problemType: '1', problemSonType: '12' })]: '{}',
      [draftKey({ orderNo: 'PB2', problemType: '1', problemSonType: '12' })]: '{}',
      complaintOrderNo: 'PB1',
    });
    expect(draftKeysOf(() => storage, 'PB1')).toEqual([key, 'complaintDraft:["PB1","2",""]']);
    expect(draftKeysOf(brokenStorage, 'PB1')).toEqual([]);
  });

  test('a storage that throws breaks nothing', () => {
    expect(readDraft(brokenStorage, key)).toBeNull();
    expect(() => saveDraft(brokenStorage, key, draft)).not.toThrow();
  });
});
