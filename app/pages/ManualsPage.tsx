/**
 * The readers' pages of manuals and related documents, one per route. The router imports this
 * small page lazily and the page imports the screen lazily in turn, like the settings page, so
 * the login route's chunk lists neither among its preloads.
 */
import { lazy } from 'react';
import type { ManualSection } from '../../engine/manuals/manual-rules';

const ManualsScreen = lazy(() => import('../../widgets/manuals/ManualsScreen').then((m) => ({ default: m.ManualsScreen })));

export default function ManualsPage({ section, titleKey }: { section: ManualSection; titleKey: string }) {
  // A fresh list (and no open viewer) for each page.
  return <ManualsScreen key={section} section={section} titleKey={titleKey} />;
}
