/**
 * The files a signed-in page needs beyond the entry's, listed by the build in a data block of
 * the page (never executed, so the Content-Security-Policy still forbids inline scripts). The
 * page's first script reads it and, when a session is stored, asks for them at once: they then
 * arrive beside the entry script instead of after it has downloaded and run.
 */
export const SIGNED_IN_FILES_ID = 'signed-in-files';

/** The listed files; none when the page has no list (a development server) or a broken one. */
export function signedInFiles(doc: Document): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(SIGNED_IN_FILES_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Selects the links this module adds (and no link the module loader adds itself). */
export const EARLY_LINK_SELECTOR = 'link[rel="modulepreload"][data-early]';

/**
 * Starts the download of each listed module as the browser's module loader would (a
 * `modulepreload` link, CORS like the page's own scripts), so the later `import()` finds it.
 */
export function preloadSignedInFiles(doc: Document): string[] {
  const files = signedInFiles(doc);
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    // Says who asked for it: the module loader's own links for the same files come later, if at all.
    link.dataset.early = '';
    doc.head.append(link);
  }
  return files;
}
