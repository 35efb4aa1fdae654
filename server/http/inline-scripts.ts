/**
 * The page carries one small inline script (the early script the build writes after the boot
 * data). The Content-Security-Policy allows scripts from the portal's own origin only, so that
 * script is allowed by its SHA-256 hash: exactly that text may run inline, nothing else, and no
 * nonce has to be made per response for it.
 */
import { createHash } from 'node:crypto';

/** An element's `type` that the browser runs as a script (none, or a JavaScript type). */
function runsAsScript(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'text/javascript' || type === 'module';
}

/** The CSP sources ('sha256-…') of the page's inline scripts, data blocks left out. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !runsAsScript(attributes) || text === '') continue;
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return sources;
}
