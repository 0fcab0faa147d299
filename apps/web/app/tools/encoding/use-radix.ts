import { useEffect, useState } from 'react';
import type { RadixRunner } from './encoding.ops.ts';

let loaded: RadixRunner | undefined;

/**
 * The codecs page's runner (codecs.ops.ts with @scure/base and SHA-256), loaded once the tool hydrates (at
 * its first use, decision 0205); undefined meanwhile.
 */
export function useRadix(): RadixRunner | undefined {
  const [radix, setRadix] = useState(() => loaded);
  useEffect(() => {
    if (radix) return;
    let live = true;
    import('./codecs.ops.ts').then((m) => {
      loaded = m.runRadix;
      if (live) setRadix(() => m.runRadix);
    });
    return () => {
      live = false;
    };
  }, [radix]);
  return radix;
}
