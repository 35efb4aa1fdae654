/**
 * A preview frame at a device's width (the widgets' breakpoints see that width), scaled down to
 * fit the space it has. It loads preview.html once and is sent each new manifest to draw.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { PreviewMessage } from './preview-message';

export const VIEWPORTS = { desktop: { width: 1280, height: 860 }, tablet: { width: 768, height: 1024 }, phone: { width: 390, height: 844 } } as const;
export type Viewport = keyof typeof VIEWPORTS;

export function PreviewFrame({ message, viewport, testId }: { message: PreviewMessage; viewport: Viewport; testId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(600);
  const { width, height } = VIEWPORTS[viewport];

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The frame asks for its manifest once its page listens; later manifests are sent as they change.
  useEffect(() => {
    const send = () => frame.current?.contentWindow?.postMessage(message, window.location.origin);
    const ready = (event: MessageEvent<{ type?: string }>) => {
      if (event.source === frame.current?.contentWindow && event.data?.type === 'studio-preview-ready') send();
    };
    window.addEventListener('message', ready);
    send();
    return () => window.removeEventListener('message', ready);
  }, [message]);

  const scale = Math.min(1, room / width);
  return (
    <Box ref={box} sx={{ width: '100%', height: height * scale, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}>
      <iframe
        ref={frame}
        title={testId}
        data-testid={testId}
        src="/preview.html"
        style={{ width, height, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', display: 'block' }}
      />
    </Box>
  );
}
