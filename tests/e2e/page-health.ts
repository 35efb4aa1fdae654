/**
 * Collects what must never happen on a page: console errors, uncaught exceptions and
 * Content-Security-Policy violations (reported in the page by `securitypolicyviolation`,
 * forwarded through an exposed function so every navigation of the page is covered).
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

export async function watchPageHealth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser's own PDF viewer (a frame showing a letter) loads its own chrome:// resources
    // and may fail to; that is the browser's, not the portal's.
    if (message.location().url.startsWith('chrome://')) return;
    if (message.type() === 'error') problems.push(`console error: ${message.text()} at ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__reportCspViolation?.(`CSP ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return problems;
}

/** '#1f4e8c' -> 'rgb(31, 78, 140)', the form getComputedStyle reports. */
export function rgbOf(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
