/**
 * The dashboard (route /): work-queue tiles with their queue modal, the book
 * cards, the document modal, and the chat button where the tenant has a chat address.
 *
 * A notification link lands here as /?t=<F_TRANS_ID>&d=<NN_RECEIVE_ID>: the notification is
 * marked read, and the letter its reply names opens at once (marked read too); t/d leave the
 * address so a reload or Back does not open it again. A notification that is not the person's,
 * or names no letter, opens nothing and says that nothing was selected.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notificationLink, notificationTarget, withoutLinkParams } from '../../engine/portal/document-target';
import { ChatButton } from '../../widgets/chat/ChatButton';
import { BookCards } from '../../widgets/dashboard/BookCards';
import { DashboardDocuments } from '../../widgets/dashboard/DashboardDocuments';
import { QueueTiles } from '../../widgets/dashboard/QueueTiles';
import { useDocumentOpener } from '../../widgets/dashboard/use-document-opener';
import { useCalls } from '../../widgets/portal/CallsContext';
import { usePortal } from '../../widgets/portal/PortalContext';

function SectionHeading({ id, title, hint }: { id: string; title: string; hint?: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const opener = useDocumentOpener();
  const [params, setParams] = useSearchParams();
  const handledLink = useRef<string | null>(null);
  const { open } = opener;
  const { portal } = useCalls();

  useEffect(() => {
    const link = notificationLink(params);
    if (!link) {
      handledLink.current = null;
      return;
    }
    // StrictMode and the URL update both re-run this effect: open each link once.
    const key = `${link.transId}/${link.notificationId}`;
    if (handledLink.current === key) return;
    handledLink.current = key;
    setParams(withoutLinkParams(params), { replace: true });
    void portal
      .notificationUpdateRead(link.notificationId)
      .then((reply) => (reply.status === 'success' ? notificationTarget(link, reply.item) : null))
      .catch(() => null)
      .then((target) => open(target));
  }, [params, setParams, open, portal]);

  return (
    <Box data-testid="dashboard" sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 4 }, pb: caps.features.chatUrl ? 8 : 0 }}>
      <Box component="section" aria-labelledby="dashboard-queues">
        <SectionHeading id="dashboard-queues" title={t('dashboard.queuesHeading')} hint={t('dashboard.queuesHint')} />
        <QueueTiles onOpenDocument={open} />
      </Box>
      {caps.dashboard.bookCards.length > 0 && (
        <Box component="section" aria-labelledby="dashboard-books">
          <SectionHeading id="dashboard-books" title={t('dashboard.booksHeading')} />
          <BookCards onOpenDocument={open} />
        </Box>
      )}
      <DashboardDocuments opener={opener} />
      {caps.features.chatUrl && <ChatButton url={caps.features.chatUrl} />}
    </Box>
  );
}
