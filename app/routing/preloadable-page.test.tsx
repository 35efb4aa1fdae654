// @vitest-environment jsdom
/**
 * A page fetched ahead renders in the same commit as what surrounds it; one that was not behaves
 * as React's lazy does (its Suspense stand-in first).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadablePage } from './preloadable-page';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      page {count}
    </button>
  );
}

/** A module whose download the test finishes by hand, counting how often it was asked for. */
function deferredModule() {
  let finish = () => {};
  let requests = 0;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  const load = async () => {
    requests++;
    await arrived;
    return { default: Counter };
  };
  return { load, finish: () => finish(), requests: () => requests };
}

const inSuspense = (Page: ComponentType) => (
  <Suspense fallback={<p>stand-in</p>}>
    <Page />
  </Suspense>
);

afterEach(cleanup);

describe('preloadablePage', () => {
  it('renders a preloaded page at once, with no stand-in, and downloads it once', async () => {
    const module = deferredModule();
    const { Page, preload } = preloadablePage(module.load);
    const first = preload();
    expect(preload()).toBe(first);
    module.finish();
    await first;
    render(inSuspense(Page));
    expect(screen.getByRole('button', { name: 'page 0' })).toBeTruthy();
    expect(screen.queryByText('stand-in')).toBeNull();
    expect(module.requests()).toBe(1);
  });

  it('shows the stand-in until the module arrives when nothing preloaded it', async () => {
    const module = deferredModule();
    const { Page } = preloadablePage(module.load);
    render(inSuspense(Page));
    expect(screen.getByText('stand-in')).toBeTruthy();
    await act(async () => module.finish());
    expect(await screen.findByRole('button', { name: 'page 0' })).toBeTruthy();
  });
});
