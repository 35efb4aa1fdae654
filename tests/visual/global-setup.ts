/**
 * The visual suite starts its servers like the e2e suite (one per tenant, fresh data), with
 * one difference: each server runs on a fixed clock (fixed-clock.mjs), so the seeded letters
 * and notifications carry the same dates on every run and every day.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import startServers from '../e2e/global-setup';

export default async function globalSetup(): Promise<void> {
  const before = process.env.NODE_OPTIONS;
  const preload = pathToFileURL(path.join(import.meta.dirname, 'fixed-clock.mjs')).href;
  // Children inherit this at spawn time; the Playwright workers started later must not.
  process.env.NODE_OPTIONS = [before, `--import ${preload}`].filter(Boolean).join(' ');
  try {
    await startServers();
  } finally {
    if (before === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = before;
  }
}
