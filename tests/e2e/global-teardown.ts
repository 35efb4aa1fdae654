/** Stops the servers global-setup started (by pid) and removes their data folders. */
import { rmSync } from 'node:fs';
import { SERVERS_ENV, type RunningServer } from './servers';

async function stop(pid: number): Promise<void> {
  if (pid <= 0) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  // Give PGlite time to close cleanly (it releases its lock on SIGTERM), then insist.
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Exited meanwhile.
  }
}

export default async function globalTeardown(): Promise<void> {
  const servers = JSON.parse(process.env[SERVERS_ENV] ?? '[]') as RunningServer[];
  await Promise.all(servers.map((s) => stop(s.pid)));
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
}
