import { describe, expect, it } from 'vitest';
import { createLayerStack, type Layer } from './layerStack.ts';

const layer = (): Layer => ({ dismiss: () => true });

describe('createLayerStack', () => {
  it('has no top layer when none is open', () => {
    expect(createLayerStack().top()).toBeUndefined();
  });

  it('answers with the most recently pushed layer', () => {
    const stack = createLayerStack();
    const page = layer();
    const sheet = layer();
    stack.push(page);
    const removeSheet = stack.push(sheet);
    expect(stack.top()).toBe(sheet);
    removeSheet();
    expect(stack.top()).toBe(page);
  });

  it('keeps the order when a lower layer leaves first', () => {
    const stack = createLayerStack();
    const first = layer();
    const second = layer();
    const removeFirst = stack.push(first);
    stack.push(second);
    removeFirst();
    expect(stack.top()).toBe(second);
    removeFirst();
    expect(stack.top()).toBe(second);
  });
});
