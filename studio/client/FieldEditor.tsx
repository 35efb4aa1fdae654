/**
 * One field of the generated form, drawn by its kind (form-model.ts), with the schema's
 * description as help text and the problems found at its JSON pointer shown beside it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import { isPlainObject, type Json } from '../../engine/tenant/merge';
import { uploadProblem, type ImageKind } from '../asset-check';
import type { Field } from '../form-model';
import type { StudioProblem } from '../validate-draft';

export interface FieldEditorProps {
  field: Field;
  /** Absolute JSON pointer of this value in the manifest. */
  pointer: string;
  value: Json | undefined;
  onChange: (value: Json | undefined) => void;
  problems: readonly StudioProblem[];
  /** Images: where a picked file's bytes go (path, base64) and the URL an asset path shows at. */
  onUpload: (path: string, base64: string) => void;
  imageUrl: (asset: string) => string;
}

/** The problems this field shows: at its pointer, or below it where no child field takes them. */
function problemsOf(field: Field, pointer: string, problems: readonly StudioProblem[]): StudioProblem[] {
  return problems.filter((p) => {
    if (p.path === pointer) return true;
    if (!p.path.startsWith(`${pointer}/`)) return false;
    if (field.kind !== 'object') return true;
    const next = p.path.slice(pointer.length + 1).split('/')[0];
    return !field.children?.some((child) => child.key === next);
  });
}

function defaultFor(field: Field, taken: readonly Json[]): Json {
  switch (field.kind) {
    case 'select':
      return field.options?.find((o) => !taken.includes(o)) ?? field.options?.[0] ?? '';
    case 'number':
      return 0;
    case 'switch':
      return false;
    case 'object':
    case 'json':
      return {};
    case 'list':
      return [];
    default:
      return '';
  }
}

const label = (field: Field): string => field.key;

function Problems({ problems }: { problems: readonly StudioProblem[] }) {
  return (
    <>
      {problems.map((p, i) => (
        <Alert key={i} severity="error" sx={{ mt: 0.5, py: 0 }} data-testid="field-problem" data-path={p.path}>
          {p.path && <b>{p.path}: </b>}
          {p.message}
        </Alert>
      ))}
    </>
  );
}

function JsonField({ value, onChange, label: name, help }: { value: Json | undefined; onChange: (v: Json) => void; label: string; help: string }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? {}, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <TextField
      label={name}
      multiline
      minRows={2}
      value={text}
      helperText={error ?? help}
      error={error !== null}
      slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
      onChange={(event) => {
        setText(event.target.value);
        try {
          onChange(JSON.parse(event.target.value) as Json);
          setError(null);
        } catch (e) {
          setError(`Not JSON yet: ${(e as Error).message}`);
        }
      }}
    />
  );
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function ImageField({ field, pointer, value, onChange, onUpload, imageUrl }: FieldEditorProps) {
  const [rejected, setRejected] = useState<string | null>(null);
  // The letter PDF embeds only PNG and JPEG: the emblem's pattern allows no other.
  const kinds: ImageKind[] = field.key === 'emblem' ? ['png', 'jpeg'] : ['png', 'jpeg', 'webp', 'svg'];
  const pick = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = file.name.replace(/[^A-Za-z0-9._-]/g, '-');
    const problem = uploadProblem(name, bytes, kinds);
    setRejected(problem);
    if (problem) return;
    const asset = `assets/${name}`;
    onUpload(asset, bytesToBase64(bytes));
    onChange(asset);
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {typeof value === 'string' && (
        <Box
          component="img"
          src={imageUrl(value)}
          alt={field.key}
          sx={{ width: 56, height: 56, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      <TextField
        label={label(field)}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        helperText={rejected ?? field.description}
        error={rejected !== null}
      />
      <Button component="label" variant="outlined" sx={{ flexShrink: 0 }}>
        Upload
        <input
          hidden
          type="file"
          data-testid={`upload-${pointer}`}
          accept={kinds.map((k) => (k === 'svg' ? '.svg' : `image/${k}`)).join(',')}
          onChange={(e) => e.target.files?.[0] && void pick(e.target.files[0])}
        />
      </Button>
    </Stack>
  );
}

export function FieldEditor(props: FieldEditorProps) {
  const { field, pointer, value, onChange, problems } = props;
  const own = problemsOf(field, pointer, problems);
  const help = field.description;
  const control = (() => {
    switch (field.kind) {
      case 'object': {
        const object = isPlainObject(value) ? value : {};
        return (
          <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
            <legend>
              <Typography variant="subtitle2">{label(field)}</Typography>
            </legend>
            {help && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {help}
              </Typography>
            )}
            <Stack spacing={1.5}>
              {field.children?.map((child) => (
                <FieldEditor
                  {...props}
                  key={child.key}
                  field={child}
                  pointer={`${pointer}/${child.key}`}
                  value={object[child.key]}
                  onChange={(next) => {
                    const copy = { ...object };
                    if (next === undefined) delete copy[child.key];
                    else copy[child.key] = next;
                    onChange(copy);
                  }}
                />
              ))}
            </Stack>
          </Box>
        );
      }
      case 'list': {
        const items = Array.isArray(value) ? value : [];
        const item = field.item!;
        const set = (next: Json[]) => onChange(next);
        return (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid={`list-${pointer}`}>
            <Typography variant="subtitle2">{label(field)}</Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {help}
            </Typography>
            <Stack spacing={1}>
              {items.map((entry, i) => (
                <Stack key={i} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <FieldEditor
                      {...props}
                      field={{ ...item, key: `${i + 1}`, description: '' }}
                      pointer={`${pointer}/${i}`}
                      value={entry}
                      onChange={(next) => set(items.map((old, j) => (j === i ? (next ?? old) : old)))}
                    />
                  </Box>
                  <IconButton
                    size="small"
                    aria-label="up"
                    disabled={i === 0}
                    onClick={() => set(items.map((_, j) => items[j === i ? i - 1 : j === i - 1 ? i : j]!))}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label="down"
                    disabled={i === items.length - 1}
                    onClick={() => set(items.map((_, j) => items[j === i ? i + 1 : j === i + 1 ? i : j]!))}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label="remove" onClick={() => set(items.filter((_, j) => j !== i))}>
                    <Delete fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
              <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => set([...items, defaultFor(item, items)])}>
                Add
              </Button>
            </Stack>
          </Box>
        );
      }
      case 'switch':
        return (
          <Box>
            <FormControlLabel control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />} label={label(field)} />
            <Typography variant="caption" color="text.secondary" component="p">
              {help}
            </Typography>
          </Box>
        );
      case 'select':
        return (
          <TextField select label={label(field)} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} helperText={help}>
            {field.options?.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'colour': {
        const text = typeof value === 'string' ? value : '';
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box
              component="input"
              type="color"
              aria-label={`${label(field)} picker`}
              value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : '#000000'}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
              sx={{ width: 48, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
            />
            <TextField
              label={label(field)}
              value={text}
              onChange={(e) => onChange(e.target.value)}
              helperText={help}
              slotProps={{ htmlInput: { 'data-testid': `input-${pointer}` } }}
            />
          </Stack>
        );
      }
      case 'number':
        return (
          <TextField
            type="number"
            label={label(field)}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
            helperText={help}
          />
        );
      case 'json':
        return <JsonField value={value} onChange={onChange} label={label(field)} help={`${help} (JSON)`} />;
      case 'image':
        return <ImageField {...props} />;
      default:
        return (
          <TextField
            label={label(field)}
            value={typeof value === 'string' ? value : ''}
            placeholder={field.nullable ? 'null (empty)' : undefined}
            onChange={(e) => onChange(field.nullable && e.target.value === '' ? null : e.target.value)}
            helperText={help}
            slotProps={{ htmlInput: { 'data-testid': `input-${pointer}` } }}
          />
        );
    }
  })();
  return (
    <Box data-pointer={pointer}>
      {control}
      <Problems problems={own} />
    </Box>
  );
}
