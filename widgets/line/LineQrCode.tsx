/**
 * A QR code of the address that adds the Official Account as a friend, drawn as SVG (no canvas,
 * so it prints and scales sharply); a phone's camera opens LINE with it.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import QRCode from 'qrcode';

export function LineQrCode({ url, alt }: { url: string; alt: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => live && setSvg(drawn));
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return <Box sx={{ width: 160, height: 160 }} />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      data-testid="line-qr"
      sx={{ width: 160, height: 160, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: '#fff' }}
    />
  );
}
