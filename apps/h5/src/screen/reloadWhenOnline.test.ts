import { describe, expect, test, vi } from 'vitest';
import { reloadWhenOnline } from './reloadWhenOnline.ts';

function phone(onLine: boolean) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    navigator: { onLine },
    location: { reload },
    addEventListener: target.addEventListener.bind(target),
  };
  return { win, reload, comeOnline: () => target.dispatchEvent(new Event('online')) };
}

describe('reloadWhenOnline', () => {
  test('online: reloads at once', () => {
    const { win, reload } = phone(true);
    reloadWhenOnline(win);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('offline: reloads only once the phone is back online, and only once', () => {
    const { win, reload, comeOnline } = phone(false);
    reloadWhenOnline(win);
    expect(reload).not.toHaveBeenCalled();
    comeOnline();
    comeOnline();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
