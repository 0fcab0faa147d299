import qrcode from 'qrcode-generator';
import { useEffect, useMemo, useRef } from 'react';

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrCodeProps {
  value: string;
  /** Rendered width and height in CSS pixels (default 124). */
  size?: number;
  /** Error correction level (default H). */
  level?: QrLevel;
  /** Quiet zone in modules (default 0). */
  margin?: number;
  foreground?: string;
  background?: string;
  render?: 'canvas' | 'svg';
  /** Accessible name of the image. */
  label: string;
  className?: string;
}

/** The module matrix of `value` (UTF-8, smallest version that fits). */
export function qrMatrix(value: string, level: QrLevel): boolean[][] {
  const qr = qrcode(0, level);
  qr.addData(unescape(encodeURIComponent(value)), 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** A QR code drawn on a canvas or as SVG, built on qrcode-generator. */
export function QrCode({
  value,
  size = 124,
  level = 'H',
  margin = 0,
  foreground = '#000000',
  background = '#ffffff',
  render = 'canvas',
  label,
  className,
}: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value, level), [value, level]);
  const n = matrix.length + margin * 2;
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.max(1, Math.ceil(window.devicePixelRatio || 1));
    el.width = size * ratio;
    el.height = size * ratio;
    const ctx = el.getContext('2d');
    if (!ctx) return;
    const cell = (size * ratio) / n;
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, el.width, el.height);
    ctx.fillStyle = foreground;
    for (const [r, row] of matrix.entries()) {
      for (const [c, dark] of row.entries()) {
        if (dark) {
          const x = Math.floor((c + margin) * cell);
          const y = Math.floor((r + margin) * cell);
          ctx.fillRect(x, y, Math.ceil((c + margin + 1) * cell) - x, Math.ceil((r + margin + 1) * cell) - y);
        }
      }
    }
  }, [matrix, n, size, margin, foreground, background]);

  if (render === 'svg') {
    let d = '';
    for (const [r, row] of matrix.entries()) {
      for (const [c, dark] of row.entries()) if (dark) d += `M${c + margin} ${r + margin}h1v1h-1z`;
    }
    return (
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${n} ${n}`}
        shapeRendering="crispEdges"
        className={className}
      >
        <rect width={n} height={n} fill={background} />
        <path d={d} fill={foreground} />
      </svg>
    );
  }
  return (
    <canvas ref={canvas} role="img" aria-label={label} style={{ width: size, height: size }} className={className} />
  );
}
