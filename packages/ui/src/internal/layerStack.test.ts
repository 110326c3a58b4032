import { describe, expect, it } from 'vitest';
import { createLayerStack } from './layerStack.ts';

describe('createLayerStack', () => {
  it('answers only for the most recently pushed layer', () => {
    const stack = createLayerStack();
    const page = {};
    const sheet = {};
    stack.push(page);
    const removeSheet = stack.push(sheet);
    expect(stack.isTop(sheet)).toBe(true);
    expect(stack.isTop(page)).toBe(false);
    removeSheet();
    expect(stack.isTop(page)).toBe(true);
  });

  it('keeps the order when a lower layer leaves first', () => {
    const stack = createLayerStack();
    const first = {};
    const second = {};
    const removeFirst = stack.push(first);
    stack.push(second);
    removeFirst();
    expect(stack.isTop(second)).toBe(true);
    removeFirst();
    expect(stack.isTop(second)).toBe(true);
  });
});
