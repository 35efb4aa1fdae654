/**
 * A page split into its own chunk that can also be fetched ahead of time. React's `lazy` suspends
 * on its first render even when the chunk has already arrived (the import's promise settles a
 * moment later), so the nearest Suspense boundary paints its stand-in and the page follows in a
 * second commit. Once `preload()` has settled, a new mount renders the module at once instead, in
 * the same commit as the layout around it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route's page: it takes no props (the route and its contexts tell it what to show). */
type Page = ComponentType;

export interface PreloadablePage {
  Page: Page;
  /** Starts the download; resolves once the page can render without suspending. */
  preload: () => Promise<void>;
}

export function preloadablePage(load: () => Promise<{ default: Page }>): PreloadablePage {
  let loaded: Page | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => (loading ??= load().then((module) => void (loaded = module.default)));
  const Lazy: LazyExoticComponent<Page> = lazy(() => load().then((module) => ((loaded = module.default), module)));
  function PreloadedPage() {
    // The lazy wrapper never stays in a committed tree: a render that suspends on it is thrown
    // away and redone once the module is in, and `loaded` is set before React hears of that.
    // So a mounted page keeps one component type and is never remounted by the switch.
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return { Page: PreloadedPage, preload };
}
