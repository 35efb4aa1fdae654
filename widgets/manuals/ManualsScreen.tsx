/**
 * A readers' page of manuals or related documents (/manual, /manual-video, /manual-document,
 * /manual-document-video, /related-document): the items the administrator published for it, in
 * their order, for every signed-in person. A link opens in a new tab; a PDF opens in the
 * browser's own viewer in a new tab; a video plays in the page. Files are
 * served only with a session, so each is fetched with the person's token and shown from a blob.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { manualCalls, type ManualCalls, type ManualItem } from '../../engine/api/manual-calls';
import type { ManualSection } from '../../engine/manuals/manual-rules';
import { useCalls } from '../portal/CallsContext';

export interface ManualsScreenProps {
  section: ManualSection;
  /** The page's title (the route's titleKey). */
  titleKey: string;
}

export function ManualsScreen({ section, titleKey }: ManualsScreenProps) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const calls = useMemo(() => manualCalls(api), [api]);
  const list = useQuery({
    queryKey: ['manuals', section],
    queryFn: async () => {
      const reply = await calls.list(section);
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply.items;
    },
  });
  const items = list.data ?? [];

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }} data-testid="manuals-page" data-section={section}>
      <Paper variant="outlined" sx={{ borderRadius: 3, px: { xs: 2, md: 3 }, py: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <MenuBookOutlined color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t(titleKey)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="manuals-count">
            {list.data ? t('manuals.count', { count: items.length }) : ' '}
          </Typography>
        </Box>
      </Paper>
      {list.isPending && <Skeleton variant="rounded" height={160} sx={{ borderRadius: 3 }} aria-label={t('manuals.loading')} />}
      {list.isError && (
        <Alert
          severity="error"
          data-testid="manuals-error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('manuals.retry')}
            </Button>
          }
        >
          {list.error.message || t('manuals.loadError')}
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
          data-testid="manuals-empty"
        >
          <MenuBookOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('manuals.empty')}
          </Typography>
          <Typography color="text.secondary">{t('manuals.emptyHint')}</Typography>
        </Paper>
      )}
      {items.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="manuals-list">
          {items.map((item) => (
            <ManualEntry key={item.id} item={item} calls={calls} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type Kind = 'pdf' | 'video' | 'link';

const kindOf = (item: ManualItem): Kind => (item.url !== null ? 'link' : item.file?.type === 'application/pdf' ? 'pdf' : 'video');

const ICONS: Record<Kind, typeof LinkRounded> = { pdf: PictureAsPdfOutlined, video: OndemandVideoOutlined, link: LinkRounded };

function ManualEntry({ item, calls }: { item: ManualItem; calls: ManualCalls }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const kind = kindOf(item);
  const Icon = ICONS[kind];
  return (
    <Paper component="li" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 2.5 } }} data-testid="manual-item" data-kind={kind} data-id={item.id}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <Icon color={kind === 'pdf' ? 'error' : 'primary'} sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {item.title}
          </Typography>
          {item.description && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {item.description}
            </Typography>
          )}
          <Chip size="small" label={t(`manuals.kind.${kind}`)} sx={{ mt: 0.75 }} />
        </Box>
        {kind === 'link' ? (
          <Button
            component="a"
            href={item.url!}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<OpenInNewRounded />}
            data-testid="manual-link"
          >
            {t('manuals.openLink')}
          </Button>
        ) : kind === 'pdf' ? (
          <PdfButton item={item} calls={calls} />
        ) : (
          <Button
            variant={open ? 'outlined' : 'contained'}
            startIcon={open ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            data-testid="manual-show"
          >
            {t(open ? 'manuals.hide' : 'manuals.show')}
          </Button>
        )}
      </Box>
      {open && item.file && <VideoPlayer item={item} calls={calls} />}
    </Paper>
  );
}

/** The file as a blob of the type the server checked on upload (whatever the response claimed), fetched with the session. */
async function fileUrl(calls: ManualCalls, item: ManualItem): Promise<string> {
  const blob = await calls.file(item.id);
  return URL.createObjectURL(new Blob([blob], { type: item.file!.type }));
}

/**
 * A PDF opens in the browser's own viewer in a new tab (the page's security policy lets no
 * frame show it in place); where the browser blocks the new tab, it downloads instead.
 */
function PdfButton({ item, calls }: { item: ManualItem; calls: ManualCalls }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const url = await fileUrl(calls, item);
      // Not 'noopener': with it window.open answers null even when the tab opened.
      const tab = window.open(url, '_blank');
      if (tab) tab.opener = null;
      else {
        const link = document.createElement('a');
        link.href = url;
        link.download = item.file!.name;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
      <Button variant="contained" startIcon={<OpenInNewRounded />} onClick={() => void open()} loading={busy} data-testid="manual-pdf">
        {t('manuals.openPdf')}
      </Button>
      {failed && (
        <Typography variant="caption" color="error" role="alert" data-testid="manual-file-error">
          {t('manuals.fileError')}
        </Typography>
      )}
    </Box>
  );
}

/** A video plays in the page from its blob (revoked when the player closes). */
function VideoPlayer({ item, calls }: { item: ManualItem; calls: ManualCalls }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    fileUrl(calls, item)
      .then((created) => {
        made = created;
        if (live) setUrl(created);
        else URL.revokeObjectURL(created);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [calls, item]);

  if (failed)
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-testid="manual-file-error">
        {t('manuals.fileError')}
      </Alert>
    );
  if (!url)
    return (
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }} role="status">
        <CircularProgress size={20} />
        <Typography variant="body2">{t('manuals.fileLoading')}</Typography>
      </Box>
    );
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={url}
      aria-label={t('manuals.player', { title: item.title })}
      data-testid="manual-video"
      sx={{ mt: 2, width: '100%', maxHeight: '70vh', borderRadius: 2, bgcolor: 'common.black' }}
    />
  );
}
