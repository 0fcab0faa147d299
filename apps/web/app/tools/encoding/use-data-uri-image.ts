import { EngineError } from '@tinkerbox/engine';
import { parseDataUri, sniffImageType } from '@tinkerbox/engine/encoding';
import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';

/**
 * /pic2base64's way back: a data URI or bare base64 (`pasted`, read while `active`) to an image's type and
 * bytes, or why it is not one in the visitor's language; an object URL to show it, and `broken` once the
 * browser could not draw it (`setBroken`, from the image's error event).
 */
export function useDataUriImage(pasted: string, active: boolean) {
  const { locale } = useLocale();
  const back = useMemo(() => {
    if (!active || pasted.trim() === '') return null;
    return attempt(() => {
      const r = parseDataUri(pasted);
      const type = r.mime?.startsWith('image/') ? r.mime : sniffImageType(r.bytes);
      if (!type) throw new EngineError('NOT_AN_IMAGE', 'Not an image');
      return { type, bytes: r.bytes };
    }, locale);
  }, [active, pasted, locale]);
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    setBroken(false);
    if (!back?.value) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(
      new Blob([back.value.bytes as Uint8Array<ArrayBuffer>], { type: back.value.type }),
    );
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [back]);
  return { back, url, broken, setBroken };
}
