/**
 * How an audit row's action reads in Thai (a field declaring display 'audit-action', and the
 * audit pages' action filter): the i18n key of its label under settings.auditActions, where the
 * action's dots are underscores (sarabun.send -> settings.auditActions.sarabun_send; a family such
 * as `settings` has its own). A settings engine write (settings.<page>.<verb>) reads as its verb
 * with the page's title, so a new page needs no new label. An action without a label shows as
 * itself. Browser-safe: the grid and the server's CSV export both use it.
 */
import { settingsPageOf } from './settings-pages';

export interface AuditActionLabel {
  /** The i18n key of the label. */
  key: string;
  /** For a settings engine write: the i18n key of the page's title ({{page}} in the label). */
  pageTitleKey?: string;
}

const SETTINGS_VERBS = new Set(['create', 'update', 'delete', 'export']);

export function auditActionLabel(action: string): AuditActionLabel {
  const parts = action.split('.');
  if (parts.length === 3 && parts[0] === 'settings' && SETTINGS_VERBS.has(parts[2]!)) {
    const page = settingsPageOf(parts[1]!);
    if (page) return { key: `settings.auditActions.settingsVerb.${parts[2]}`, pageTitleKey: page.titleKey };
  }
  return { key: `settings.auditActions.${action.replace(/\./g, '_')}` };
}

/** The label's text through a translator that answers null for a key it has no text for. */
export function auditActionText(translate: (key: string, params?: Record<string, string>) => string | null, action: string): string {
  const label = auditActionLabel(action);
  const page = label.pageTitleKey ? (translate(label.pageTitleKey) ?? '') : undefined;
  return translate(label.key, page === undefined ? undefined : { page }) ?? action;
}
