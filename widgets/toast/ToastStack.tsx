/**
 * A small stack of toasts at the top right (3000 ms on screen, 300 ms to slide
 * in, 300 px wide; group 'document-notification'). Used by the notifications (read error,
 * saved view, new alert, realtime status) and open to any widget through useToasts().
 *
 * The stack is a polite live region, so screen readers announce a toast without moving focus;
 * an error toast is an alert. A toast stays while the pointer rests on it (someone reading it).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

export const TOAST_DURATION_MS = 3000;
export const TOAST_SPEED_MS = 300;
export const TOAST_WIDTH = 300;
export const TOAST_GROUP = 'document-notification';
/** More at once would cover the page; the oldest leaves first. */
export const TOAST_LIMIT = 4;

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  severity: ToastSeverity;
  title: string;
  message?: ReactNode;
  /** Milliseconds on screen; TOAST_DURATION_MS by default. */
  duration?: number;
}

interface Toast extends ToastInput {
  id: number;
}

export interface ToastApi {
  show(toast: ToastInput): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: none; }
`;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (hovered) return;
    const timer = window.setTimeout(() => onClose(toast.id), toast.duration ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [hovered, onClose, toast.duration, toast.id]);
  return (
    <Alert
      data-testid="toast"
      data-severity={toast.severity}
      severity={toast.severity}
      variant="filled"
      role={toast.severity === 'error' ? 'alert' : 'status'}
      onClose={() => onClose(toast.id)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{
        width: '100%',
        boxShadow: 4,
        pointerEvents: 'auto',
        animation: `${slideIn} ${TOAST_SPEED_MS}ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 },
      }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: toast.message ? 0.25 : 0 }}>{toast.title}</AlertTitle>
      {toast.message && <Box sx={{ fontSize: '0.875rem', lineHeight: 1.5 }}>{toast.message}</Box>}
    </Alert>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id }].slice(-TOAST_LIMIT));
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        data-testid="toast-stack"
        data-group={TOAST_GROUP}
        aria-live="polite"
        sx={{
          position: 'fixed',
          top: { xs: 64, sm: 72 },
          right: { xs: 8, sm: 16 },
          width: TOAST_WIDTH,
          maxWidth: 'calc(100vw - 16px)',
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </Box>
    </ToastContext.Provider>
  );
}

/** Shows toasts; needs a <ToastProvider> above (the master layout's notifications provider has one). */
export function useToasts(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToasts() needs a <ToastProvider> above it (app/notifications/NotificationsProvider provides one).');
  return value;
}
