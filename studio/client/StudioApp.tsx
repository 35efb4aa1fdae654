/**
 * The tenant studio page: pick a tenant (or start one from the base), edit its manifest in the
 * form generated from the schema, see every problem beside its field, preview the draft beside
 * the saved version in the portal's own widgets, and save (after seeing the diff) or download.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { deepMerge, type Json } from '../../engine/tenant/merge';
import type { TenantManifest } from '../../schemas/generated/tenant';
import { formValuesOf, manifestFields, manifestOfForm } from '../form-model';
import type { StudioProblem } from '../validate-draft';
import { FieldEditor } from './FieldEditor';
import { PreviewFrame, VIEWPORTS, type Viewport } from './PreviewFrame';
import { PREVIEW_SCREENS, type PreviewMessage, type PreviewScreen } from './preview-message';
import { SaveDialog, type SavePreview } from './SaveDialog';
import { assetUrl, studioApi, StudioCallError, type BaselineState, type Locales } from './studio-api';

const FIELDS = manifestFields();

interface Editing {
  code: string;
  /** The file's content as saved; null for a tenant not saved yet. */
  saved: Json | null;
  values: Record<string, Json>;
  uploads: Record<string, string>;
  locales: Locales;
}

const MIME: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

function download(name: string, blob: Blob): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function StudioApp() {
  const [codes, setCodes] = useState<string[]>([]);
  const [base, setBase] = useState<Json | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [newCode, setNewCode] = useState('');
  const [notice, setNotice] = useState<{ severity: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [problems, setProblems] = useState<StudioProblem[]>([]);
  const [lastValid, setLastValid] = useState<TenantManifest | null>(null);
  const [screen, setScreen] = useState<PreviewScreen>('login');
  const [language, setLanguage] = useState<'th' | 'en'>('th');
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [savePreview, setSavePreview] = useState<SavePreview | null>(null);
  const [baseline, setBaseline] = useState<BaselineState | null>(null);

  const fail = (error: unknown) => setNotice({ severity: 'error', text: (error as Error).message });

  const refresh = useCallback(() => {
    studioApi
      .tenants()
      .then(({ codes: known, base: manifest }) => {
        setCodes(known);
        setBase(manifest);
      })
      .catch(fail);
  }, []);
  useEffect(refresh, [refresh]);

  const open = async (code: string) => {
    if (!base) return;
    try {
      const { own, locales } = await studioApi.tenant(code);
      setEditing({ code, saved: own, values: formValuesOf(FIELDS, deepMerge(base, own)), uploads: {}, locales });
      setNotice(null);
    } catch (error) {
      fail(error);
    }
  };

  const start = async () => {
    if (!base) return;
    try {
      const { own, locales, assets } = await studioApi.newTenant(newCode);
      const code = (own as { code: string }).code;
      setEditing({
        code,
        saved: null,
        values: formValuesOf(FIELDS, deepMerge(base, own)),
        uploads: Object.fromEntries(assets.map((a) => [a.path, a.base64])),
        locales,
      });
      setNotice({ severity: 'info', text: `New tenant ${code}, started from the base. Nothing is written until you save.` });
    } catch (error) {
      fail(error);
    }
  };

  const draft = useMemo(() => (editing && base ? manifestOfForm(base, editing.values, editing.saved ?? undefined) : null), [editing, base]);
  const uploadList = useMemo(() => (editing ? Object.entries(editing.uploads).map(([path, base64]) => ({ path, base64 })) : []), [editing]);

  // Every change is checked by the server (the same checks as check:tenants), shortly after typing stops.
  useEffect(() => {
    if (!draft || !base) return;
    const timer = setTimeout(() => {
      studioApi
        .validate(
          draft,
          uploadList.map((u) => u.path),
        )
        .then((found) => {
          setProblems(found);
          if (found.length === 0) setLastValid(deepMerge(base, draft) as unknown as TenantManifest);
        })
        .catch(fail);
    }, 250);
    return () => clearTimeout(timer);
  }, [draft, base, uploadList]);

  const imageUrl = useCallback(
    (asset: string) => {
      const upload = editing?.uploads[asset];
      if (upload !== undefined) return `data:${MIME[asset.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'};base64,${upload}`;
      return assetUrl(editing?.code ?? 'X', asset);
    },
    [editing],
  );

  const messageFor = (manifest: TenantManifest | null, draftImages: boolean): PreviewMessage | null =>
    manifest && editing
      ? {
          type: 'studio-preview',
          manifest,
          locales: editing.locales,
          logoUrl: draftImages ? imageUrl(manifest.branding.logo) : assetUrl(editing.code, manifest.branding.logo),
          loginLogoUrl: draftImages ? imageUrl(manifest.branding.loginLogo) : assetUrl(editing.code, manifest.branding.loginLogo),
          language,
          screen,
        }
      : null;
  const draftMessage = messageFor(lastValid, true);
  const savedMessage = messageFor(editing?.saved && base ? (deepMerge(base, editing.saved) as unknown as TenantManifest) : null, false);

  const openSave = async () => {
    if (!editing || !draft) return;
    try {
      setSavePreview(await studioApi.diff(editing.code, draft, uploadList));
    } catch (error) {
      if (error instanceof StudioCallError && error.problems.length) setProblems(error.problems);
      fail(error);
    }
  };

  const write = async () => {
    if (!editing || !draft) return;
    try {
      const { written } = await studioApi.save(editing.code, draft, uploadList);
      setSavePreview(null);
      setNotice({ severity: 'success', text: `Saved: ${written.join(', ')}. Next: draw its snapshot baselines, then npm run check:tenants.` });
      refresh();
      await open(editing.code);
    } catch (error) {
      if (error instanceof StudioCallError && error.problems.length) setProblems(error.problems);
      setSavePreview(null);
      fail(error);
    }
  };

  const downloadAll = () => {
    if (!editing || !savePreview) return;
    download('manifest.json', new Blob([savePreview.after], { type: 'application/json' }));
    for (const upload of uploadList) {
      const bytes = Uint8Array.from(atob(upload.base64), (c) => c.charCodeAt(0));
      download(upload.path.replace(/^assets\//, ''), new Blob([bytes]));
    }
    setSavePreview(null);
  };

  // The baselines run for minutes: the page asks for their output every second while they run.
  useEffect(() => {
    if (!baseline?.running) return;
    const timer = setInterval(() => void studioApi.baseline().then(setBaseline).catch(fail), 1000);
    return () => clearInterval(timer);
  }, [baseline?.running]);

  const unplaced = problems.filter((p) => p.path === '' || !FIELDS.some((f) => p.path === `/${f.key}` || p.path.startsWith(`/${f.key}/`)));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(420px, 520px) 1fr', height: '100vh' }}>
      <Box sx={{ overflow: 'auto', p: 2, borderRight: 1, borderColor: 'divider' }} data-testid="studio-form">
        <Typography variant="h5" gutterBottom>
          Tenant studio
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <TextField
            select
            label="Tenant"
            value={editing && codes.includes(editing.code) ? editing.code : ''}
            onChange={(e) => void open(e.target.value)}
            data-testid="tenant-select"
          >
            {codes.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            label="New tenant code"
            value={newCode}
            onChange={(e) => setNewCode(e.target.value.toUpperCase())}
            helperText="e.g. ACME: starts from the base"
          />
          <Button variant="outlined" onClick={() => void start()} disabled={!newCode} sx={{ alignSelf: 'flex-start', mt: 1 }}>
            Start
          </Button>
        </Stack>
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {editing && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 2, position: 'sticky', top: -16, zIndex: 2, bgcolor: 'background.paper', py: 1 }}>
              <Button variant="contained" onClick={() => void openSave()} data-testid="save">
                Save {editing.code}…
              </Button>
              <Button
                variant="outlined"
                disabled={editing.saved === null || baseline?.running === true}
                onClick={() => void studioApi.startBaseline(editing.code).then(setBaseline).catch(fail)}
              >
                Draw snapshot baselines
              </Button>
              <Typography variant="body2" sx={{ alignSelf: 'center' }} color={problems.length ? 'error' : 'success.main'} data-testid="problem-count">
                {problems.length ? `${problems.length} problem(s)` : 'Valid'}
              </Typography>
            </Stack>
            {unplaced.map((p, i) => (
              <Alert key={i} severity="error" sx={{ mb: 1 }}>
                {p.file}: {p.path || '/'}: {p.message}
              </Alert>
            ))}
            <Stack spacing={2}>
              {FIELDS.map((field) => (
                <FieldEditor
                  key={`${editing.code}-${field.key}`}
                  field={field}
                  pointer={`/${field.key}`}
                  value={editing.values[field.key]}
                  problems={problems}
                  imageUrl={imageUrl}
                  onUpload={(path, base64) => setEditing((e) => (e ? { ...e, uploads: { ...e.uploads, [path]: base64 } } : e))}
                  onChange={(value) =>
                    setEditing((e) => {
                      if (!e) return e;
                      const values = { ...e.values };
                      if (value === undefined) delete values[field.key];
                      else values[field.key] = value;
                      return { ...e, values };
                    })
                  }
                />
              ))}
            </Stack>
          </>
        )}
      </Box>
      <Box sx={{ overflow: 'auto', p: 2, minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <ToggleButtonGroup size="small" exclusive value={screen} onChange={(_, v: PreviewScreen | null) => v && setScreen(v)}>
            {PREVIEW_SCREENS.map((s) => (
              <ToggleButton key={s} value={s}>
                {s}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup size="small" exclusive value={language} onChange={(_, v: 'th' | 'en' | null) => v && setLanguage(v)}>
            <ToggleButton value="th">th</ToggleButton>
            <ToggleButton value="en">en</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup size="small" exclusive value={viewport} onChange={(_, v: Viewport | null) => v && setViewport(v)}>
            {(Object.keys(VIEWPORTS) as Viewport[]).map((v) => (
              <ToggleButton key={v} value={v}>
                {v} {VIEWPORTS[v].width}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {!editing && <Typography color="text.secondary">Pick a tenant or start a new one.</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: viewport === 'desktop' ? '1fr' : 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
          {draftMessage && (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2">Draft{problems.length > 0 && ' (last valid version: fix the problems to see the newest)'}</Typography>
              <PreviewFrame message={draftMessage} viewport={viewport} testId="preview-draft" />
            </Box>
          )}
          {savedMessage && (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2">Saved</Typography>
              <PreviewFrame message={savedMessage} viewport={viewport} testId="preview-saved" />
            </Box>
          )}
        </Box>
        {baseline && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">
              Snapshot baselines of {baseline.code}: {baseline.running ? 'running…' : `finished (exit code ${baseline.exitCode})`}
            </Typography>
            <Box component="pre" sx={{ fontSize: 12, maxHeight: 300, overflow: 'auto', bgcolor: '#111', color: '#eee', p: 1 }}>
              {baseline.output}
            </Box>
          </Box>
        )}
      </Box>
      {savePreview && <SaveDialog preview={savePreview} onWrite={() => void write()} onDownload={downloadAll} onClose={() => setSavePreview(null)} />}
    </Box>
  );
}
