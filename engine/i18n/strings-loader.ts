/**
 * Brings a language's complete strings into i18next when a page needs more than the page
 * carried inline (first-page-strings.ts). Each file is fetched once; a failed fetch is tried
 * again a few times, then the page renders with what it has (the session screens already say
 * when the server cannot be reached).
 *
 * `ready(language)` answers the same promise for the same language every time, and marks it
 * fulfilled the way React's `use()` reads a settled promise, so a layout that waits with
 * `use(strings.ready(language))` suspends only while the file is really on its way.
 */
import type { i18n } from 'i18next';
import type { Json } from '../tenant/merge';
import type { TenantBoot } from '../tenant/boot';
import { languageChain } from '../tenant/capabilities';

export interface StringsLoader {
  ready(language: string): Promise<void>;
}

type FetchJson = (url: string) => Promise<Record<string, Json>>;

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;

async function browserFetchJson(url: string): Promise<Record<string, Json>> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Record<string, Json>;
}

/** A promise React's use() reads as settled without suspending. */
function settled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
}

/** The loader for a page that carries every string inline: every language is ready. */
export const ALL_STRINGS_INLINE: StringsLoader = { ready: settled };

export function createStringsLoader(
  instance: i18n,
  boot: Pick<TenantBoot, 'manifest' | 'stringFiles'>,
  fetchJson: FetchJson = browserFetchJson,
): StringsLoader {
  const files = boot.stringFiles ?? {};
  const byLanguage = new Map<string, Promise<void>>();
  const byFile = new Map<string, Promise<void>>();

  const loadFile = (language: string, url: string): Promise<void> => {
    let loading = byFile.get(url);
    if (!loading) {
      loading = (async () => {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            instance.addResourceBundle(language, 'translation', await fetchJson(url), true, true);
            return;
          } catch {
            if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
          }
        }
      })();
      byFile.set(url, loading);
    }
    return loading;
  };

  return {
    ready(language) {
      let ready = byLanguage.get(language);
      if (!ready) {
        // A file carries its language's whole fallback chain (the server merges it), so the
        // first language of the chain that has a file is the only one to fetch.
        const own = languageChain(language, boot.manifest.language.fallback).find((lang) => files[lang]);
        if (own === undefined) ready = settled();
        else {
          const waiting = Object.assign(
            loadFile(own, files[own]!).then(() => undefined),
            { status: 'pending' },
          );
          void waiting.then(() => Object.assign(waiting, { status: 'fulfilled', value: undefined }));
          ready = waiting;
        }
        byLanguage.set(language, ready);
      }
      return ready;
    },
  };
}
