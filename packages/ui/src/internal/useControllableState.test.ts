import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchWarning, useControllableState } from './useControllableState.ts';

function Shown({ value, defaultValue }: { value?: string | null; defaultValue: () => string }) {
  const [shown] = useControllableState({ prop: value, defaultProp: defaultValue, caller: 'Shown' });
  return createElement('output', null, shown === null ? 'none' : shown);
}

const render = (props: Parameters<typeof Shown>[0]) => renderToString(createElement(Shown, props));

describe('useControllableState on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the default while uncontrolled, made once', () => {
    const makeDefault = vi.fn(() => 'first');
    expect(render({ defaultValue: makeDefault })).toBe('<output>first</output>');
    expect(makeDefault).toHaveBeenCalledTimes(1);
  });

  it('shows the given value while controlled, null included', () => {
    const makeDefault = () => 'first';
    expect(render({ value: 'given', defaultValue: makeDefault })).toBe('<output>given</output>');
    expect(render({ value: null, defaultValue: makeDefault })).toBe('<output>none</output>');
  });

  it('renders without a warning', () => {
    const warn = vi.spyOn(console, 'warn');
    render({ value: 'given', defaultValue: () => 'first' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('switchWarning', () => {
  it('stays quiet while a component stays as it mounted', () => {
    expect(switchWarning('Tabs', true, true)).toBeUndefined();
    expect(switchWarning('Tabs', false, false)).toBeUndefined();
  });

  it('names the component and the way it switched', () => {
    expect(switchWarning('Tabs', true, false)).toBe(
      'Tabs switched to uncontrolled: give its value prop always or never.',
    );
    expect(switchWarning('Rate', false, true)).toBe(
      'Rate switched to controlled: give its value prop always or never.',
    );
  });

  it('stays quiet once the component has warned', () => {
    expect(switchWarning('Tabs', null, false)).toBeUndefined();
    expect(switchWarning('Tabs', null, true)).toBeUndefined();
  });
});
