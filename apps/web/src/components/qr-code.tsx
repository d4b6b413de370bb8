import { create } from 'qrcode';
import { useMemo } from 'react';

interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
  className?: string;
}

/** Draws a QR code as inline SVG (no network, no data: URL): one path of dark modules. */
export const QrCode = ({ value, label, size = 112, className }: QrCodeProps) => {
  const { path, count } = useMemo(() => {
    const qr = create(value, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const data = qr.modules.data;
    let d = '';
    for (let y = 0; y < n; y += 1) {
      for (let x = 0; x < n; x += 1) {
        if (data[y * n + x]) d += `M${x + 2} ${y + 2}h1v1h-1z`;
      }
    }
    return { path: d, count: n + 4 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={count} height={count} fill="#ffffff" rx={1.5} />
      <path d={path} fill="#0b1020" />
    </svg>
  );
};
