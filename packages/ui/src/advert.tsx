import type { ReactNode } from 'react';
import { useUiStrings } from './locale.tsx';

/**
 * A labelled slot for an advertisement (at least 180 px high; 180x180 by default). The site renders it
 * only when an advertising script is configured, so no empty box ever shows.
 */
export function Advert({
  width = 180,
  height = 180,
  children,
}: {
  width?: number;
  height?: number;
  children?: ReactNode;
}) {
  const s = useUiStrings();
  return (
    <aside aria-label={s.advert} style={{ width, minHeight: Math.max(180, height) }} className="overflow-hidden">
      {children}
    </aside>
  );
}
