import { useEffect, useState } from 'react';
import type { HtmlCodec } from './encoding.ops.ts';

let loaded: HtmlCodec | undefined;

/** /encoder's HTML entity codec (html-codec.ts), loaded on first use; undefined while it loads. */
export function useHtmlCodec(needed: boolean): HtmlCodec | undefined {
  const [codec, setCodec] = useState(loaded);
  useEffect(() => {
    if (!needed || codec) return;
    let live = true;
    import('./html-codec.ts').then((m) => {
      loaded = m;
      if (live) setCodec(m);
    });
    return () => {
      live = false;
    };
  }, [needed, codec]);
  return codec;
}
