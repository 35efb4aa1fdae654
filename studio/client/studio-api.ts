/** The studio page's calls to its server (studio/app.ts). */
import type { Json } from '../../engine/tenant/merge';
import type { StudioProblem } from '../validate-draft';

export interface Upload {
  path: string;
  base64: string;
}

export class StudioCallError extends Error {
  constructor(
    message: string,
    readonly problems: StudioProblem[] = [],
  ) {
    super(message);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const reply = (await response.json()) as T & { error?: string; problems?: StudioProblem[] };
  if (!response.ok) throw new StudioCallError(reply.error ?? `${path}: HTTP ${response.status}`, reply.problems);
  return reply;
}

export type Locales = Record<string, Record<string, Json>>;

export const studioApi = {
  tenants: () => call<{ codes: string[]; base: Json }>('/api/studio/tenants'),
  tenant: (code: string) => call<{ own: Json; locales: Locales }>(`/api/studio/tenants/${encodeURIComponent(code)}`),
  newTenant: (code: string) => call<{ own: Json; locales: Locales; assets: Upload[] }>('/api/studio/new', { code }),
  validate: (manifest: Json, assets: string[]) => call<StudioProblem[]>('/api/studio/validate', { manifest, assets: assets.map((path) => ({ path })) }),
  diff: (code: string, manifest: Json, assets: Upload[]) =>
    call<{ file: string; before: string | null; after: string; assets: string[]; problems: StudioProblem[] }>('/api/studio/diff', { code, manifest, assets }),
  save: (code: string, manifest: Json, assets: Upload[]) => call<{ written: string[] }>('/api/studio/save', { code, manifest, assets }),
  startBaseline: (code: string) => call<BaselineState>('/api/studio/baseline', { code }),
  baseline: () => call<BaselineState>('/api/studio/baseline'),
};

export interface BaselineState {
  code: string | null;
  running: boolean;
  exitCode: number | null;
  output: string;
}

export const assetUrl = (code: string, asset: string): string => `/api/studio/asset/${encodeURIComponent(code)}/${asset}`;
