import { isEngineError } from '@tinkerbox/engine';
import {
  encodeQr,
  maxLogoRatio,
  type QrFinderStyle,
  type QrModuleStyle,
  type QrSvgOptions,
  type QrSymbol,
  toSvg,
} from '@tinkerbox/engine/qr';
import { useDeferredValue, useMemo } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { DEFAULT_LOOK, type Look, parseLook } from './look.ts';
import { EMPTY_FIELDS, type Fields, type Kind, type Payload, payloadOf } from './payload.ts';
import { type Logo, useLogo } from './use-logo.ts';

/** The largest logo, in percent of the code's width: what error correction H can make up for. */
export const MAX_LOGO_PERCENT = Math.round(maxLogoRatio('H') * 100);

type PayloadOrError = Payload | { error: unknown };

/** payloadOf, with bad input (a lone surrogate in an e-mail field) kept for its message rather than thrown. */
function payloadOrError(kind: Kind, fields: Fields): PayloadOrError {
  try {
    return payloadOf(kind, fields);
  } catch (e) {
    if (!isEngineError(e)) throw e;
    return { error: e };
  }
}

/** A symbol, or the visitor's message for text that does not fit; null while there is nothing to encode. */
function useSymbol(payload: PayloadOrError, level: Look['level'], utf8Eci: boolean) {
  const { locale } = useLocale();
  const encoded = useMemo((): { symbol: QrSymbol } | { error: unknown } | null => {
    if (payload && 'error' in payload) return payload;
    if (!payload || !('text' in payload)) return null;
    try {
      return { symbol: encodeQr(payload.text, utf8Eci ? { level, eci: 26 } : { level }) };
    } catch (e) {
      if (!isEngineError(e)) throw e;
      return { error: e };
    }
  }, [payload, level, utf8Eci]);
  return {
    symbol: encoded && 'symbol' in encoded ? encoded.symbol : null,
    encodeError: encoded && 'error' in encoded ? errorText(encoded.error, locale) : null,
  };
}

/**
 * The generator's state (kept across navigation) and what follows from it: the text to encode, the
 * symbol or the message for text that does not fit, and the SVG drawn in the chosen look.
 */
export function useGenerator() {
  const [kind, setKind] = useKeptState<Kind>('qr.gen.kind', 'text');
  const [fields, setFields] = useKeptState<Fields>('qr.gen.fields', EMPTY_FIELDS);
  const [look, setLook] = useKeptState<Look>('qr.gen.look', DEFAULT_LOOK);
  const [moduleStyle, setModuleStyle] = useKeptState<QrModuleStyle>('qr.gen.moduleStyle', 'square');
  const [finderStyle, setFinderStyle] = useKeptState<QrFinderStyle>('qr.gen.finderStyle', 'square');
  const [utf8Eci, setUtf8Eci] = useKeptState('qr.gen.utf8Eci', false);
  const logo = useLogo();
  const setField = <K extends keyof Fields>(k: K, v: Fields[K]) => setFields((f) => ({ ...f, [k]: v }));

  const payload = useDeferredValue(useMemo(() => payloadOrError(kind, fields), [kind, fields]));
  const parsed = parseLook(look);
  const { symbol, encodeError } = useSymbol(payload, logo.logo ? 'H' : look.level, utf8Eci);
  const svgOptions = useMemo(
    (): QrSvgOptions => ({
      margin: parsed.margin,
      foreground: parsed.foreground,
      background: parsed.background,
      moduleStyle,
      finderStyle,
      logo: logoOption(logo.logo, logo.percent),
    }),
    [parsed.margin, parsed.foreground, parsed.background, moduleStyle, finderStyle, logo.logo, logo.percent],
  );
  const svg = useMemo(() => (symbol ? toSvg(symbol, svgOptions) : null), [symbol, svgOptions]);

  return {
    kind,
    setKind,
    fields,
    setField,
    look,
    setLook,
    parsed,
    moduleStyle,
    setModuleStyle,
    finderStyle,
    setFinderStyle,
    utf8Eci,
    setUtf8Eci,
    logo,
    /** The text the code holds, once there is one. */
    text: payload && 'text' in payload ? payload.text : null,
    /** Which coordinate is out of range. */
    badCoordinate: payload && 'field' in payload ? payload.field : null,
    symbol,
    encodeError,
    svg,
    svgOptions,
  };
}

function logoOption(logo: Logo | null, percent: number): QrSvgOptions['logo'] {
  return logo ? { href: logo.href, ratio: Math.min(percent, MAX_LOGO_PERCENT) / 100 } : undefined;
}
