/**
 * A fresh Chromium for one Lighthouse run: the system browser (CHROMIUM_PATH, /usr/bin/chromium
 * by default; nothing is downloaded), headless, a new temporary profile (so no cache, storage or
 * compiled code survives from an earlier run) and the DevTools port the OS picks, read from the
 * profile's DevToolsActivePort file. `stop()` ends the browser's process group (by its pid) and
 * removes the profile.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const START_TIMEOUT_MS = 30_000;

export interface RunningChromium {
  /** The DevTools port (Lighthouse's `port` flag; http://127.0.0.1:<port> for CDP clients). */
  port: number;
  /** The browser's own name and version, e.g. `HeadlessChrome/156.0.8078.108`. */
  version(): Promise<string>;
  stop(): Promise<void>;
}

export async function launchChromium(executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'saraban-bench-chromium-'));
  // Detached: the browser and its helpers form one process group, ended together.
  const child = spawn(executable, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  const pid = child.pid ?? -1;

  const stop = async () => {
    if (!exited && pid > 0) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      for (let i = 0; i < 50 && !exited; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      if (!exited) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Exited meanwhile.
        }
      }
    }
    rmSync(profile, { recursive: true, force: true });
  };

  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) {
        const version = async () => ((await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string }).Browser;
        return { port, version, stop };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium (${executable}) did not open its DevTools port${exited ? ' (it exited)' : ` within ${START_TIMEOUT_MS} ms`}:\n${stderr}`);
}
