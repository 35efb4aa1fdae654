/**
 * poppler's pdfsig report of a PDF file, the independent judge of the portal's signatures. It
 * exits non-zero when a signature does not hold, so its output is read whatever the exit code;
 * -no-ocsp keeps it off the network.
 */
import { spawnSync } from 'node:child_process';

export function pdfsigReport(file: string): string {
  return spawnSync('pdfsig', ['-no-ocsp', file], { encoding: 'utf8' }).stdout;
}
