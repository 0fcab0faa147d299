import { useState } from 'react';
import { useKeptState } from '../../lib/kept-state.ts';

/** Largest logo file, in MB: a data: URL this size is inlined in every SVG. */
export const LOGO_MAX_MB = 2;

/** A logo as a data: URL, with the name of the file it came from. */
export interface Logo {
  href: string;
  name: string;
}

/** The generator's logo: the chosen image (kept across navigation), its size in percent, and why a file was refused. */
export function useLogo() {
  const [logo, setLogo] = useKeptState<Logo | null>('qr.gen.logo', null);
  const [percent, setPercent] = useKeptState('qr.gen.logoPercent', 22);
  const [error, setError] = useState<'big' | 'bad' | null>(null);

  const choose = (file: File) => {
    setError(null);
    if (file.size > LOGO_MAX_MB * 1024 * 1024) return setError('big');
    const reader = new FileReader();
    reader.onload = async () => {
      const href = String(reader.result);
      const img = new Image();
      img.src = href;
      try {
        await img.decode();
        setLogo({ href, name: file.name });
      } catch {
        setError('bad');
      }
    };
    reader.onerror = () => setError('bad');
    reader.readAsDataURL(file);
  };

  return { logo, percent, setPercent, error, choose, remove: () => setLogo(null) };
}
