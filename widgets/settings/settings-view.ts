/**
 * What an address below the settings shows, from the declarations and the pages the server
 * says this person may open: the home, a page (read-only or writable), a refusal (a declared page
 * without the permission, or any settings address for a person who may open none), or "not
 * found" (a segment no declaration answers, or a nested address nothing is declared at), or the
 * pages nested below a parent page's record (/{parent}/{segment}/{parentId}).
 */
import type { SettingsRecordId } from '../../engine/api/settings-calls';
import { SETTINGS_GROUPS, SETTINGS_PAGES, isTopPage, nestedPagesOf, settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { CERTIFICATE_PAGES, certificatePageOf, type CertificatePage } from '../../engine/settings/certificate-pages';
import type { GrantedPage } from './settings-queries';
import { parentKeyFromAddress } from './settings-scope';
import type { SettingsNavGroup } from './SettingsNav';

export type SettingsView =
  | { kind: 'home' }
  | { kind: 'page'; declaration: SettingsPage; canWrite: boolean }
  /** /{parent}/{segment}/{parentId}: the pages nested there this person may open, within the parent record. */
  | { kind: 'nested'; parent: SettingsPage; parentId: SettingsRecordId; pages: { declaration: SettingsPage; canWrite: boolean }[] }
  | { kind: 'refused'; declaration: SettingsPage | null }
  /** A certificate page (engine/settings/certificate-pages.ts), with the person at certificate-person/{personID}. */
  | { kind: 'certificates'; page: CertificatePage; personId: number | null }
  | { kind: 'notFound'; path: string };

export function settingsView(segments: readonly string[], granted: readonly GrantedPage[]): SettingsView {
  const certificates = certificatePageOf(segments);
  if (certificates && granted.length > 0) return { kind: 'certificates', ...certificates };
  if (segments.length === 3) return nestedView(segments as [string, string, string], granted);
  const top = segments.length === 1 ? settingsPageOf(segments[0]!) : null;
  // A nested page has no address of its own: only below its parent's record.
  const declaration = top && isTopPage(top) ? top : null;
  if (granted.length === 0) return { kind: 'refused', declaration };
  if (segments.length === 0) return { kind: 'home' };
  if (!declaration) return { kind: 'notFound', path: segments.join('/') };
  const grant = granted.find((entry) => entry.page === declaration.page);
  return grant ? { kind: 'page', declaration, canWrite: grant.canWrite } : { kind: 'refused', declaration };
}

/** A nested address: not found unless pages are declared there and the parent's key can be one; refused unless one of them is granted. */
function nestedView([parentPage, segment, id]: [string, string, string], granted: readonly GrantedPage[]): SettingsView {
  const parent = settingsPageOf(parentPage);
  const declared = parent && isTopPage(parent) ? nestedPagesOf(parent.page, segment) : [];
  const parentId = parent ? parentKeyFromAddress(parent, id) : null;
  if (granted.length === 0) return { kind: 'refused', declaration: declared[0] ?? null };
  if (!parent || declared.length === 0 || parentId === null) return { kind: 'notFound', path: [parentPage, segment, id].join('/') };
  const pages = declared.flatMap((declaration) => {
    const grant = granted.find((entry) => entry.page === declaration.page);
    return grant ? [{ declaration, canWrite: grant.canWrite }] : [];
  });
  return pages.length > 0 ? { kind: 'nested', parent, parentId, pages } : { kind: 'refused', declaration: declared[0]! };
}

/** The navigation's groups in order, each with the declared pages this person may open, in the registry's order. */
export function navGroups(granted: readonly GrantedPage[]): SettingsNavGroup[] {
  const open = new Set(granted.map((entry) => entry.page));
  return SETTINGS_GROUPS.map((group) => ({
    ...group,
    pages: [
      ...SETTINGS_PAGES.filter((declaration) => isTopPage(declaration) && declaration.group === group.id && open.has(declaration.page)).map(
        ({ page, titleKey }) => ({
          page,
          titleKey,
        }),
      ),
      // The certificate pages belong with the people; whoever opens the settings may open them.
      ...(group.id === 'people' && granted.length > 0 ? CERTIFICATE_PAGES.map(({ segment, titleKey }) => ({ page: segment, titleKey })) : []),
    ],
  }));
}
