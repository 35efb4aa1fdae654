/**
 * The settings route (/settings/:menuID/*). The router imports this small page lazily and the
 * page imports the settings screen lazily in turn: the router's chunk (which the login page
 * loads) then lists only this file among its preloads, not every chunk the settings screen needs,
 * which keeps the login bundle within its gate (npm run check:bundle). The master layout's
 * Suspense shows while the screen loads.
 */
import { lazy } from 'react';

const SettingsScreen = lazy(() => import('../../widgets/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })));

export default function SettingsPage() {
  return <SettingsScreen />;
}
