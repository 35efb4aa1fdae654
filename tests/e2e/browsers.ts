/**
 * Which Chromium the browser suites launch, and with which switches. Both come from Debian's
 * packages; browsers are never downloaded.
 *
 * The suites run in Debian's headless shell (package chromium-headless-shell): the same Blink
 * and V8 as the full browser without its windowing layer, measured at about a sixth less CPU
 * and wall time for the same tests on the 2-core CI machine. It has no PDF viewer, so a spec
 * that opens a PDF in the browser's own viewer asks for the full browser (`FULL_CHROMIUM`).
 * Where the shell is not installed, the full browser runs everything.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser most specs run in. */
export const SUITE_CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;

/** The launch options of every spec; only the executable differs between the two browsers. */
export function launchOptionsFor(executablePath: string): LaunchOptions {
  return {
    executablePath,
    // The last two keep text rendering identical between runs for the snapshot matrix.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--disable-lcd-text',
    ],
  };
}
