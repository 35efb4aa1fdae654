/** The document modal and the no-selection warning of the dashboard, driven by useDocumentOpener. */
import { lazy, Suspense } from 'react';
import { NothingSelectedDialog } from './NothingSelectedDialog';
import type { DocumentOpener } from './use-document-opener';

// The document modal (viewer and action forms) loads when a letter is first opened.
const DocumentModal = lazy(() => import('../documents/DocumentModal').then((m) => ({ default: m.DocumentModal })));

export function DashboardDocuments({ opener }: { opener: DocumentOpener }) {
  const { opened } = opener;
  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <DocumentModal
            key={opened.key}
            open={opened.open}
            type={opened.target.type}
            documentId={opened.target.documentId}
            transId={opened.target.transId}
            role={opened.target.role}
            onClose={opener.close}
          />
        </Suspense>
      )}
      <NothingSelectedDialog open={opener.nothingSelected} onClose={opener.dismissWarning} />
    </>
  );
}
