/**
 * Turns a validated manifest into the typed capabilities widgets ask questions of
 * (`caps.login.captcha`, `caps.dashboard.queues`...). Browser-safe: no I/O here.
 *
 * Widgets never see a tenant code to branch on; every difference is one of these values.
 */
import type { BookGroup, Column, QueueCode, TenantManifest } from '../../schemas/generated/tenant';
import { QUEUE_CODES } from '../queues/registry';

export type { BookGroup, Column, QueueCode, TenantManifest };
export type LocalizedText = TenantManifest['identity']['organizationName'];

/** URL prefix under which the server serves the active tenant's assets folder. */
export const TENANT_ASSET_PREFIX = '/tenant/';

export interface QueueCapability {
  code: QueueCode;
  /** Title override from the manifest; null means the standard translated title (the queue registry's titleKey). */
  title: LocalizedText | null;
  columns: Column[];
  organizationFilter: boolean;
  senderIcons: boolean;
  /** Role-assign value passed to the document view: the queue code unless the manifest overrides it. */
  roleAssign: string;
}

export interface Capabilities {
  code: string;
  identity: TenantManifest['identity'];
  branding: {
    logoUrl: string;
    loginLogoUrl: string;
    theme: TenantManifest['branding']['theme'];
    loginVariant: TenantManifest['branding']['loginVariant'];
    headerTitleKey: string;
  };
  language: TenantManifest['language'];
  login: TenantManifest['login'];
  dashboard: {
    queues: QueueCapability[];
    bookCards: BookGroup[];
    showBehalfBadge: boolean;
  };
  /** The registry workspace: every queue of the registry, in its order, with the manifest's settings for it. */
  workspace: {
    queues: QueueCapability[];
  };
  notifications: TenantManifest['notifications'] & { showLogs: boolean };
  features: TenantManifest['features'];
  organization: TenantManifest['organization'];
  realtime: TenantManifest['realtime'];
  releaseNotes: TenantManifest['releaseNotes'];
  devBanner: boolean;
  app: TenantManifest['app'];
}

export function capabilitiesOf(manifest: TenantManifest): Capabilities {
  const d = manifest.dashboard;
  // One queue's settings, wherever it shows: a queue without settings of its own has the defaults.
  const queueOf = (code: QueueCode): QueueCapability => ({
    code,
    title: d.queueTitles[code] ?? null,
    columns: d.columns.byQueue[code] ?? d.columns.default,
    organizationFilter: d.organizationFilterQueues.includes(code),
    senderIcons: d.senderIconQueues.includes(code),
    roleAssign: d.roleAssignOverride ?? code,
  });
  return {
    code: manifest.code,
    identity: manifest.identity,
    branding: {
      logoUrl: TENANT_ASSET_PREFIX + manifest.branding.logo,
      loginLogoUrl: TENANT_ASSET_PREFIX + manifest.branding.loginLogo,
      theme: manifest.branding.theme,
      loginVariant: manifest.branding.loginVariant,
      headerTitleKey: manifest.branding.headerTitleKey,
    },
    language: manifest.language,
    login: manifest.login,
    dashboard: {
      queues: d.queues.map(queueOf),
      bookCards: d.bookCards,
      showBehalfBadge: d.showBehalfBadge,
    },
    workspace: { queues: QUEUE_CODES.map(queueOf) },
    notifications: { ...manifest.notifications, showLogs: manifest.notifications.tabs.includes('logs') },
    features: manifest.features,
    organization: manifest.organization,
    realtime: manifest.realtime,
    releaseNotes: manifest.releaseNotes,
    devBanner: manifest.devBanner,
    app: manifest.app,
  };
}

/** The i18next fallback chain of a language: a variant (thOnlb) falls back to its base (th), then to the tenant fallback. */
export function languageChain(lang: string, fallback: string): string[] {
  const chain = [lang];
  const base = lang.slice(0, 2);
  if (base !== lang) chain.push(base);
  if (!chain.includes(fallback)) chain.push(fallback);
  return chain;
}
