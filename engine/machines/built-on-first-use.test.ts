import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstUse } from './built-on-first-use';

describe('a machine built on first use', () => {
  it('is not built until asked for, then built once and the same every time', () => {
    const build = vi.fn(() => ({ id: 'machine' }));
    const machine = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = machine();
    expect(machine()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
