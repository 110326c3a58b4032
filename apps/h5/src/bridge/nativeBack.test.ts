import { describe, expect, test } from 'vitest';
import { setNativeBackHandler } from './nativeBack.ts';
import type { NativeBackHandler } from './nativeWindow.ts';

function fakeWindow(): { onNativeBack?: NativeBackHandler } {
  return {};
}

describe('setNativeBackHandler', () => {
  test('installs window.onNativeBack, whose answer native reads', () => {
    const win = fakeWindow();
    let retention = true;
    setNativeBackHandler(() => retention, win);
    expect(win.onNativeBack?.()).toBe(true);
    retention = false;
    expect(win.onNativeBack?.()).toBe(false);
  });

  test('unsubscribing removes it when there was none before', () => {
    const win = fakeWindow();
    const stop = setNativeBackHandler(() => true, win);
    stop();
    expect('onNativeBack' in win).toBe(false);
  });

  test('unsubscribing restores the previous handler', () => {
    const win = fakeWindow();
    const previous = () => false;
    win.onNativeBack = previous;
    const stop = setNativeBackHandler(() => true, win);
    expect(win.onNativeBack?.()).toBe(true);
    stop();
    expect(win.onNativeBack).toBe(previous);
  });

  test('an older subscription ending does not remove a newer handler', () => {
    const win = fakeWindow();
    const older = setNativeBackHandler(() => false, win);
    const newer = () => true;
    setNativeBackHandler(newer, win);
    older();
    expect(win.onNativeBack).toBe(newer);
  });
});
