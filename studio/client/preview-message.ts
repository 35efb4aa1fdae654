/** What the studio page posts to a preview frame: the manifest to draw and how. Browser-safe. */
import type { Json } from '../../engine/tenant/merge';
import type { TenantManifest } from '../../schemas/generated/tenant';

export type PreviewScreen = 'login' | 'dashboard' | 'queue' | 'notifications';
export const PREVIEW_SCREENS: readonly PreviewScreen[] = ['login', 'dashboard', 'queue', 'notifications'];

export interface PreviewMessage {
  type: 'studio-preview';
  /** The merged manifest (valid: the page sends only manifests without schema problems). */
  manifest: TenantManifest;
  locales: Record<string, Record<string, Json>>;
  /** Where the frame finds the logos: a data: URL for an upload not saved yet, else the studio's asset URL. */
  logoUrl: string;
  loginLogoUrl: string;
  /** th or en: the frame picks the tenant's language of that family (e.g. a Thai variant). */
  language: 'th' | 'en';
  screen: PreviewScreen;
}

/** The tenant's language shown for th/en: its default when that is of the family, else the first available of it. */
export function languageFor(manifest: TenantManifest, family: 'th' | 'en'): string {
  const { default: first, available } = manifest.language;
  if (first.startsWith(family)) return first;
  return available.find((lang) => lang.startsWith(family)) ?? first;
}
