/**
 * Where the client is cut into files: read by the build (vite.config.ts), which makes the cuts,
 * and by the bundle budget (check-bundle.ts), which checks that they held. The patterns match
 * both a module's absolute path (the build) and its manifest key (relative to app/).
 */
export interface ModuleRef {
  match: RegExp;
  label: string;
}

/** What the login page loads only when first touched or after its first paint, never with it. */
export const LOGIN_LATER: ModuleRef[] = [
  // The robot check loads when the person first touches the form, not with the page.
  { match: /(^|\/)widgets\/login\/CaptchaField\.tsx$/, label: 'widgets/login/CaptchaField.tsx' },
  // The session machine (and xstate with it) and the cookie notice load after the first paint.
  { match: /(^|\/)session\/session-machine\.ts$/, label: 'app/session/session-machine.ts' },
  { match: /(^|\/)widgets\/banners\/CookieBanner\.tsx$/, label: 'widgets/banners/CookieBanner.tsx' },
];

/** The signed-in layout and the page most people land on travel as this one chunk. */
export const FIRST_SIGNED_IN = {
  chunk: 'signed-in',
  roots: [
    { match: /(^|\/)layouts\/MasterLayout\.tsx$/, label: 'app/layouts/MasterLayout.tsx' },
    { match: /(^|\/)pages\/DashboardPage\.tsx$/, label: 'app/pages/DashboardPage.tsx' },
  ],
} as const satisfies { chunk: string; roots: ModuleRef[] };

/** The manifest key of a named chunk (`_<name>-<hash>.js`). */
export function chunkKeyPattern(name: string): RegExp {
  return new RegExp(`^_${name}-[\\w-]+\\.js$`);
}
