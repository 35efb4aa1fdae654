/**
 * Settings addresses of pages that open with a later part of the portal: each shows what it
 * will be and when, inside the settings, instead of "not found". The certificate pages open with
 * electronic signing (the person's certificate is what signs). Removing an entry here, once its
 * page is declared, is all that changes.
 */

export interface ComingLaterPage {
  /** The address segment below /settings/{menuID}/. */
  segment: string;
  /** Its title (i18n key). */
  titleKey: string;
  /** What opens it (i18n key), and a line on what it will do. */
  textKey: string;
  hintKey: string;
  /** The address also has a record below it (certificate-person/{personID}). */
  withRecord?: true;
}

export const COMING_LATER_PAGES: readonly ComingLaterPage[] = [
  {
    segment: 'certificate-person',
    titleKey: 'settings.comingLater.pages.certificatePerson',
    textKey: 'settings.comingLater.certificate',
    hintKey: 'settings.comingLater.certificateHint',
    withRecord: true,
  },
  {
    segment: 'certificate-person-request',
    titleKey: 'settings.comingLater.pages.certificatePersonRequest',
    textKey: 'settings.comingLater.certificate',
    hintKey: 'settings.comingLater.certificateHint',
  },
  {
    segment: 'certificate-person-auto',
    titleKey: 'settings.comingLater.pages.certificatePersonAuto',
    textKey: 'settings.comingLater.certificate',
    hintKey: 'settings.comingLater.certificateHint',
  },
];

/** The coming-later page an address below the settings names ([segment] or [segment, id] where it has records), or null. */
export function comingLaterOf(segments: readonly string[]): ComingLaterPage | null {
  const entry = COMING_LATER_PAGES.find((page) => page.segment === segments[0]);
  if (!entry) return null;
  return segments.length === 1 || (segments.length === 2 && entry.withRecord === true && segments[1] !== '') ? entry : null;
}
