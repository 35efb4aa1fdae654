/**
 * Drawing a signature with signature_pad, with the product's pen: width 0.5 to 2.5, dot 1.5,
 * a point every 16 ms at most and 5 px apart at least, velocity weight 0.7, black ink on a
 * transparent background (so the image sits on a letter's paper without a box). Undo removes
 * the last stroke, clear removes all; the drawing downloads as PNG, JPEG (on white: JPEG has no
 * transparency) or SVG, and is saved as PNG.
 *
 * Drawing itself needs a pointer; every control is a button with a Thai label, reachable by
 * keyboard, and uploading a file is the keyboard's way to give a signature.
 */
import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SignaturePadLibrary, { type Options, type PointGroup } from 'signature_pad';
import { useTranslation } from 'react-i18next';

export const PAD_OPTIONS = {
  minWidth: 0.5,
  maxWidth: 2.5,
  dotSize: 1.5,
  throttle: 16,
  minDistance: 5,
  velocityFilterWeight: 0.7,
  penColor: 'black',
  backgroundColor: 'rgba(0,0,0,0)',
} as const satisfies Options;

/** The part of signature_pad the widget uses (a test gives its own: the test environment has no canvas). */
export interface PadLike {
  clear(): void;
  isEmpty(): boolean;
  toData(): PointGroup[];
  fromData(data: PointGroup[]): void;
  toDataURL(type?: string, quality?: number): string;
  addEventListener(type: 'endStroke', listener: () => void): void;
  off(): void;
}

export type CreatePad = (canvas: HTMLCanvasElement, options: Options) => PadLike;

const createLibraryPad: CreatePad = (canvas, options) => new SignaturePadLibrary(canvas, options);

export type ExportFormat = 'png' | 'jpeg' | 'svg';

/** Offers a data URL as a downloaded file. */
function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
}

/** The bytes of a base64 data URL, as a Blob of its type. */
export function blobOfDataUrl(dataUrl: string): Blob {
  const [head, data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The drawing on white, as JPEG: JPEG has no transparency, and black on transparent would turn all black. */
function jpegOf(canvas: HTMLCanvasElement, pad: PadLike): string {
  const flat = document.createElement('canvas');
  flat.width = canvas.width;
  flat.height = canvas.height;
  const context = flat.getContext('2d');
  if (!context) return pad.toDataURL('image/jpeg', 0.92);
  context.fillStyle = 'white';
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(canvas, 0, 0);
  return flat.toDataURL('image/jpeg', 0.92);
}

const FALLBACK_SIZE = { width: 560, height: 200 };

export interface SignaturePadProps {
  /** The drawing as a PNG, when the person saves it. */
  onSave: (png: Blob) => void;
  onCancel?: () => void;
  saving?: boolean;
  createPad?: CreatePad;
  download?: (dataUrl: string, fileName: string) => void;
}

export function SignaturePad({ onSave, onCancel, saving = false, createPad = createLibraryPad, download = downloadDataUrl }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<PadLike | null>(null);
  const [strokes, setStrokes] = useState(0);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const instructionsId = useId();
  const menuId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The canvas is drawn at the screen's pixel density, so the saved image is sharp.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const width = canvas.offsetWidth || FALLBACK_SIZE.width;
    const height = canvas.offsetHeight || FALLBACK_SIZE.height;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = createPad(canvas, { ...PAD_OPTIONS });
    pad.addEventListener('endStroke', () => {
      setStrokes(pad.toData().length);
      setWarning(null);
    });
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, [createPad]);

  const pad = () => padRef.current;
  const empty = strokes === 0;

  const undo = () => {
    const current = pad();
    if (!current) return;
    const data = current.toData();
    data.pop();
    current.fromData(data);
    setStrokes(data.length);
  };
  const clear = () => {
    pad()?.clear();
    setStrokes(0);
  };
  const exportAs = (format: ExportFormat) => {
    setMenuAnchor(null);
    const current = pad();
    const canvas = canvasRef.current;
    if (!current || !canvas || current.isEmpty()) return setWarning(t('signing.pad.empty'));
    const dataUrl = format === 'png' ? current.toDataURL('image/png') : format === 'jpeg' ? jpegOf(canvas, current) : current.toDataURL('image/svg+xml');
    download(dataUrl, `signature.${format === 'jpeg' ? 'jpg' : format}`);
  };
  const save = () => {
    const current = pad();
    if (!current || current.isEmpty()) return setWarning(t('signing.pad.empty'));
    onSave(blobOfDataUrl(current.toDataURL('image/png')));
  };

  return (
    <Stack spacing={1.5}>
      <Typography id={instructionsId} variant="body2" color="text.secondary">
        {t('signing.pad.instructions')}
      </Typography>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('signing.pad.label')}
        aria-describedby={instructionsId}
        data-testid="signature-pad-canvas"
        style={{
          width: '100%',
          maxWidth: FALLBACK_SIZE.width,
          height: FALLBACK_SIZE.height,
          border: '1px dashed #9e9e9e',
          borderRadius: 8,
          touchAction: 'none',
        }}
      />
      {warning && (
        <Typography role="alert" color="error" variant="body2" data-testid="signature-pad-warning">
          {warning}
        </Typography>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={undo} disabled={empty}>
          {t('signing.pad.undo')}
        </Button>
        <Button variant="outlined" onClick={clear} disabled={empty}>
          {t('signing.pad.clear')}
        </Button>
        <Button
          variant="outlined"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          disabled={empty}
        >
          {t('signing.pad.export')}
        </Button>
        <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={() => exportAs('png')}>{t('signing.pad.exportPng')}</MenuItem>
          <MenuItem onClick={() => exportAs('jpeg')}>{t('signing.pad.exportJpeg')}</MenuItem>
          <MenuItem onClick={() => exportAs('svg')}>{t('signing.pad.exportSvg')}</MenuItem>
        </Menu>
        <Button variant="contained" onClick={save} disabled={saving}>
          {t('signing.pad.save')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            {t('signing.pad.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
