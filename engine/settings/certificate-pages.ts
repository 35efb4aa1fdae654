/**
 * The certificate pages of the settings: the organisation's PKI (people's certificates, requests,
 * auto-issue rules) is not a table the declarative settings engine edits, so these pages are their
 * own widget (widgets/settings/CertificateSettings.tsx) over the certificate calls. Every person
 * who may open the settings sees them: the calls decide what each may do (an administrator
 * manages; anyone reads their own certificates, asks for one and imports their own).
 */

export type CertificatePageSegment = 'certificate-person' | 'certificate-person-request' | 'certificate-person-auto';

export interface CertificatePage {
  /** The address segment below /settings/{menuID}/. */
  segment: CertificatePageSegment;
  /** Its title (i18n key). */
  titleKey: string;
  /** The address also has a person below it (certificate-person/{personID}). */
  withPerson?: true;
}

export const CERTIFICATE_PAGES: readonly CertificatePage[] = [
  { segment: 'certificate-person', titleKey: 'settings.certificates.pages.certificatePerson', withPerson: true },
  { segment: 'certificate-person-request', titleKey: 'settings.certificates.pages.certificatePersonRequest' },
  { segment: 'certificate-person-auto', titleKey: 'settings.certificates.pages.certificatePersonAuto' },
];

/** The certificate page an address names ([segment], or [segment, personID] where it has people), with the person; null otherwise. */
export function certificatePageOf(segments: readonly string[]): { page: CertificatePage; personId: number | null } | null {
  const page = CERTIFICATE_PAGES.find((entry) => entry.segment === segments[0]);
  if (!page) return null;
  if (segments.length === 1) return { page, personId: null };
  if (segments.length === 2 && page.withPerson && /^[1-9]\d{0,15}$/.test(segments[1]!)) return { page, personId: Number(segments[1]) };
  return null;
}
