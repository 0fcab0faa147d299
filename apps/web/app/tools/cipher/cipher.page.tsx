import { EngineError } from '@tinkerbox/engine';
import {
  bytesFromText,
  type CipherAlgorithm,
  type CipherMode,
  type CipherParams,
  type CipherSecret,
  type CipherSpec,
  type Padding,
  type Pbkdf2Hash,
  textFromBytes,
  utf8OrUndefined,
} from '@tinkerbox/engine/cipher';
import { CopyButton, copyText, OutputBox, toast } from '@tinkerbox/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { readFragment, useFragmentOption, writeFragment } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { useTool } from '../../shell/use-tool.ts';
import { cipherMessages } from './cipher.messages.ts';
import type { CipherPreset } from './cipher.preset.ts';
import {
  buttonClass,
  controlClass,
  FieldError,
  Hint,
  hexOf,
  primaryButtonClass,
  Section,
  Select,
  sizeText,
  textareaClass,
  Warning,
} from './cipher-ui.tsx';
import { type CipherResultReply, useCipherWorker } from './use-cipher-worker.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

const DIRECTIONS = ['encrypt', 'decrypt'] as const;
type Direction = (typeof DIRECTIONS)[number];
const INPUTS = ['text', 'hex', 'base64', 'file'] as const;
type InputKind = (typeof INPUTS)[number];
const OUTPUTS = ['text', 'hex', 'base64'] as const;
type OutputKind = (typeof OUTPUTS)[number];
const KEY_KINDS = ['passphrase', 'raw'] as const;
const KDFS = ['evp-md5', 'evp-sha256', 'pbkdf2'] as const;
const HASHES = ['SHA-256', 'SHA-1', 'SHA-384', 'SHA-512'] as const;
const BITS = ['256', '192', '128'] as const;
const TRIPLE = ['3', '2'] as const;
const ENCODINGS = ['hex', 'base64', 'utf8'] as const;
type Encoding = (typeof ENCODINGS)[number];
const MODES_AES = ['cbc', 'gcm', 'ctr', 'cfb', 'ofb', 'ecb'] as const;
const MODES_DES = ['cbc', 'ctr', 'cfb', 'ofb', 'ecb'] as const;
const PADDINGS = ['pkcs7', 'ansix923', 'iso10126', 'iso7816', 'zero', 'none'] as const;
const TAGS = ['16', '15', '14', '13', '12', '8', '4'] as const;
const VARIANTS = ['rabbit', 'rabbit-legacy', 'rfc4503'] as const;
type Variant = (typeof VARIANTS)[number];
/** Most characters of output shown in the box; the rest is in the download. */
const SHOW_LIMIT = 2_000_000;

const IV_BYTES: Record<CipherPreset['algorithm'], number> = {
  aes: 16,
  des: 8,
  tripledes: 8,
  rabbit: 8,
  rc4: 0,
  rc4drop: 0,
};
const KEY_BYTES: Record<CipherPreset['algorithm'], number> = {
  aes: 32,
  des: 8,
  tripledes: 24,
  rabbit: 16,
  rc4: 16,
  rc4drop: 16,
};

interface Result {
  direction: Direction;
  output: Uint8Array;
  blob?: Blob;
  size: number;
  params: CipherParams | undefined;
  passphrase: boolean;
  ms: number;
  fileName?: string;
}
interface FileRun {
  running: boolean;
  bytes: number;
  total: number;
  cancelled?: boolean;
}
type Fail = { field: 'input' | 'key' | 'iv' | 'output' | 'iterations' | 'drop'; message: string };

function randomHex(n: number): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(n)));
}

function decodeField(text: string, enc: Encoding): Uint8Array {
  return bytesFromText(text, enc === 'utf8' ? 'utf8' : enc);
}

/** The visitor's message for an EngineError; anything else is a bug and goes to the error boundary. */
function errText(locale: Locale, e: unknown): string {
  const t = engineErrorMessage(e, locale);
  if (t === null) throw e;
  return t;
}

/** Where an engine error belongs on the page. */
function fieldOf(code: string | undefined): Fail['field'] {
  if (code === 'INVALID_KEY_SIZE' || code === 'EMPTY_KEY') return 'key';
  if (code === 'INVALID_IV_SIZE') return 'iv';
  return 'output';
}

/** The one page module behind /aes /des /tripledes /rabbit /rc4 /rc4drop; the preset picks the cipher. */
export default function CipherPage() {
  const tool = useTool<CipherPreset>();
  if (!tool.preset) throw new Error(`cipher tool ${tool.id} has no preset`);
  return <CipherTool key={tool.id} preset={tool.preset} />;
}

function CipherTool({ preset }: { preset: CipherPreset }) {
  const m = useMessages(cipherMessages);
  const { locale } = useLocale();
  const nf = useMemo(() => new Intl.NumberFormat(HTML_LANG[locale]), [locale]);
  const uid = useId();
  const id = (s: string) => `${uid}-${s}`;
  const alg = preset.algorithm;
  const block = alg === 'aes' || alg === 'des' || alg === 'tripledes';
  const modes: readonly CipherMode[] = alg === 'aes' ? MODES_AES : MODES_DES;

  const [direction, setDirection] = useFragmentOption<Direction>('dir', 'encrypt', DIRECTIONS);
  const [inKind, setInKind] = useFragmentOption<InputKind>('in', 'text', INPUTS);
  const [outKind, setOutKind] = useFragmentOption<OutputKind>('out', 'base64', OUTPUTS);
  const [keyKind, setKeyKind] = useFragmentOption<(typeof KEY_KINDS)[number]>('key', 'passphrase', KEY_KINDS);
  const [kdf, setKdf] = useFragmentOption<(typeof KDFS)[number]>('kdf', 'evp-md5', KDFS);
  const [hash, setHash] = useFragmentOption<Pbkdf2Hash>('hash', 'SHA-256', HASHES);
  const [iterText, setIterText] = useFragmentOption<string>('iter', '10000');
  const [bits, setBits] = useFragmentOption<(typeof BITS)[number]>('bits', '256', BITS);
  const [triple, setTriple] = useFragmentOption<(typeof TRIPLE)[number]>('keys', '3', TRIPLE);
  const [mode, setModeRaw] = useFragmentOption<CipherMode>('mode', 'cbc', modes);
  const [padding, setPadding] = useFragmentOption<Padding>('pad', 'pkcs7', PADDINGS);
  const [tag, setTag] = useFragmentOption<(typeof TAGS)[number]>('tag', '16', TAGS);
  const [dropText, setDropText] = useFragmentOption<string>('drop', '192');
  const [variant, setVariant] = useFragmentOption<Variant>('variant', 'rabbit', VARIANTS);
  const [keyEnc, setKeyEnc] = useFragmentOption<Encoding>('kenc', 'hex', ENCODINGS);
  const [ivEnc, setIvEnc] = useFragmentOption<Encoding>('ivenc', 'hex', ENCODINGS);

  const [text, setText] = useKeptState('cipher:text', '');
  const [passphrase, setPassphrase] = useKeptState('cipher:passphrase', '');
  const [keyText, setKeyText] = useKeptState(`cipher:${alg}:key`, '');
  const [ivText, setIvText] = useKeptState(`cipher:${alg}:iv`, '');
  const [aadText, setAadText] = useKeptState('cipher:aad', '');
  const [file, setFile] = useKeptState<File | null>('cipher:file', null);
  const [showPass, setShowPass] = useState(false);
  const [ivGenerated, setIvGenerated] = useState(false);

  // A link made with "copy link with input and key" carries them in the fragment.
  useEffect(() => {
    const f = readFragment();
    const t = f.get('text');
    if (t !== null) setText(t);
    const p = f.get('pass');
    if (p !== null) setPassphrase(p);
    const k = f.get('k');
    if (k !== null) setKeyText(k);
    const v = f.get('iv');
    if (v !== null) setIvText(v);
  }, [setText, setPassphrase, setKeyText, setIvText]);

  const setMode = (v: CipherMode) => {
    setModeRaw(v);
    setPadding(v === 'cbc' || v === 'ecb' ? 'pkcs7' : 'none');
  };
  const changeDirection = (d: Direction) => {
    setDirection(d);
    if (inKind !== 'file') setInKind(d === 'decrypt' ? 'base64' : 'text');
    setOutKind(d === 'decrypt' ? 'text' : 'base64');
  };

  const effMode: CipherMode = block ? mode : 'cbc';
  const usesIv = alg === 'aes' || alg === 'des' || alg === 'tripledes' ? effMode !== 'ecb' : alg === 'rabbit';
  const ivBytes = alg === 'aes' && effMode === 'gcm' ? 12 : IV_BYTES[alg];

  const spec = useMemo((): CipherSpec | Fail => {
    const algorithm: CipherAlgorithm = alg === 'rabbit' && variant === 'rabbit-legacy' ? 'rabbit-legacy' : alg;
    const s: { -readonly [K in keyof CipherSpec]: CipherSpec[K] } = { algorithm };
    if (block) {
      s.mode = effMode;
      s.padding = effMode === 'gcm' ? 'none' : padding;
    }
    if (alg === 'aes' || alg === 'rc4' || alg === 'rc4drop') s.keyBits = Number(bits) as 128 | 192 | 256;
    if (alg === 'tripledes') s.tripleDesKeys = Number(triple) as 2 | 3;
    if (effMode === 'gcm' && alg === 'aes') {
      s.tagLength = Number(tag);
      if (aadText) s.aad = new TextEncoder().encode(aadText);
    }
    if (alg === 'rabbit' && variant === 'rfc4503') s.rabbitOrder = 'rfc4503';
    if (alg === 'rc4drop') {
      const drop = Number(dropText.trim());
      if (!/^\d+$/.test(dropText.trim()) || drop > 1_048_576) {
        return {
          field: 'drop',
          message: errText(locale, new EngineError('OUT_OF_RANGE', 'drop', { min: 0, max: 1_048_576 })),
        };
      }
      s.drop = drop;
    }
    return s;
  }, [alg, variant, block, effMode, padding, bits, triple, tag, aadText, dropText, locale]);

  // The secret, or which field is wrong. A blank IV when encrypting is filled with a random one first.
  const secret = useMemo((): CipherSecret | Fail | 'wait' => {
    if (keyKind === 'passphrase') {
      if (passphrase === '') return { field: 'key', message: errText(locale, new EngineError('EMPTY_KEY', 'empty')) };
      const passphraseBytes = new TextEncoder().encode(passphrase);
      if (kdf !== 'pbkdf2') return { passphrase: passphraseBytes, derivation: { kdf } };
      const iterations = Number(iterText.trim());
      if (!/^\d+$/.test(iterText.trim()) || iterations < 1 || iterations > 10_000_000) {
        return {
          field: 'iterations',
          message: errText(locale, new EngineError('OUT_OF_RANGE', 'iter', { min: 1, max: 10_000_000 })),
        };
      }
      return { passphrase: passphraseBytes, derivation: { kdf, hash, iterations } };
    }
    if (keyText.trim() === '') return { field: 'key', message: errText(locale, new EngineError('EMPTY_KEY', 'empty')) };
    let key: Uint8Array;
    try {
      key = decodeField(keyText.trim(), keyEnc);
    } catch (e) {
      return { field: 'key', message: errText(locale, e) };
    }
    if (!usesIv) return { key };
    if (ivText.trim() === '') {
      if (alg === 'rabbit' && direction === 'decrypt') return { key };
      if (direction === 'encrypt') return 'wait';
      return { field: 'iv', message: m.ivNeeded };
    }
    try {
      return { key, iv: decodeField(ivText.trim(), ivEnc) };
    } catch (e) {
      return { field: 'iv', message: errText(locale, e) };
    }
  }, [keyKind, passphrase, kdf, hash, iterText, keyText, keyEnc, usesIv, ivText, ivEnc, alg, direction, m, locale]);

  // Encrypting with a raw key and no IV: make one and show it, never zeros.
  useEffect(() => {
    if (secret !== 'wait') return;
    setIvEnc('hex');
    setIvText(randomHex(ivBytes));
    setIvGenerated(true);
  }, [secret, ivBytes, setIvText, setIvEnc]);

  const input = useMemo((): Uint8Array | Fail | null => {
    if (inKind === 'file') return null;
    try {
      return bytesFromText(text, inKind === 'text' ? 'utf8' : inKind);
    } catch (e) {
      return { field: 'input', message: errText(locale, e) };
    }
  }, [inKind, text, locale]);

  const worker = useCipherWorker();
  const [result, setResult] = useState<Result | null>(null);
  const [runError, setRunError] = useState<Fail | null>(null);
  const [fileRun, setFileRun] = useState<FileRun | null>(null);
  /** A newer job is on its way: the output shown belongs to the previous input. */
  const [pending, setPending] = useState(false);
  const latest = useRef(0);

  const failOf = (x: unknown): Fail | null =>
    x !== null && typeof x === 'object' && 'field' in x && 'message' in x ? (x as Fail) : null;
  const fail = failOf(spec) ?? (secret === 'wait' ? null : failOf(secret)) ?? failOf(input);

  const handle = useCallback(
    (r: CipherResultReply, ticket: number, passphraseUsed: boolean, fileName?: string) => {
      if (ticket !== latest.current) return;
      setPending(false);
      if (r.type === 'done') {
        setResult({
          direction,
          output: r.output,
          blob: r.blob,
          size: r.size,
          params: r.params,
          passphrase: passphraseUsed,
          ms: r.ms,
          fileName,
        });
        setRunError(null);
      } else if (r.error.name === 'AbortError') {
        setFileRun((s) => s && { ...s, running: false, cancelled: true });
      } else if (r.error.name === 'EngineError') {
        setResult(null);
        setRunError({ field: fieldOf(r.error.code), message: errText(locale, r.error) });
      } else {
        throw Object.assign(new Error(r.error.message), r.error);
      }
    },
    [direction, locale],
  );

  // Typed input runs as you type (in the worker); only the newest answer is shown.
  useEffect(() => {
    if (inKind === 'file') return;
    if (
      fail ||
      secret === 'wait' ||
      !(input instanceof Uint8Array) ||
      (input.length === 0 && direction === 'decrypt')
    ) {
      ++latest.current;
      setPending(false);
      setResult(null);
      setRunError(null);
      return;
    }
    const ticket = ++latest.current;
    setPending(true);
    const t = setTimeout(() => {
      worker
        .run({ direction, spec: spec as CipherSpec, secret: secret as CipherSecret, data: input })
        .then((r) => handle(r, ticket, keyKind === 'passphrase'));
    }, 120);
    return () => clearTimeout(t);
  }, [inKind, fail, input, spec, secret, direction, worker, handle, keyKind]);

  const runFile = () => {
    if (!file || fail || secret === 'wait') return;
    worker.cancel();
    const ticket = ++latest.current;
    setResult(null);
    setRunError(null);
    setFileRun({ running: true, bytes: 0, total: file.size });
    worker
      .run({ direction, spec: spec as CipherSpec, secret: secret as CipherSecret, file }, (bytes) => {
        if (ticket === latest.current) setFileRun((s) => s && { ...s, bytes });
      })
      .then((r) => {
        if (ticket !== latest.current) return;
        if (r.type === 'done') setFileRun((s) => s && { ...s, running: false, bytes: s.total });
        else if (r.error.name !== 'AbortError') setFileRun(null);
        handle(r, ticket, keyKind === 'passphrase', file.name);
      });
  };
  const cancelFile = () => {
    worker.cancel();
    setFileRun((s) => s && { ...s, running: false, cancelled: true });
  };

  // What the output box shows.
  const shown = useMemo(() => {
    if (!result) return { text: '', notUtf8: false, truncated: false };
    const bytes = result.output;
    const kind: OutputKind = result.direction === 'encrypt' && outKind === 'text' ? 'base64' : outKind;
    if (kind === 'text') {
      const s = utf8OrUndefined(bytes);
      if (s !== undefined)
        return {
          text: s.slice(0, SHOW_LIMIT),
          notUtf8: false,
          truncated: result.size > bytes.length || s.length > SHOW_LIMIT,
        };
      const h = textFromBytes(bytes.subarray(0, SHOW_LIMIT / 2), 'hex');
      return { text: h, notUtf8: true, truncated: result.size > SHOW_LIMIT / 2 };
    }
    const limit = kind === 'hex' ? SHOW_LIMIT / 2 : (SHOW_LIMIT / 4) * 3;
    return {
      text: textFromBytes(bytes.subarray(0, limit), kind),
      notUtf8: false,
      truncated: result.size > Math.min(bytes.length, limit),
    };
  }, [result, outKind]);

  const downloadName = useMemo(() => {
    if (!result) return '';
    if (result.fileName) {
      if (result.direction === 'encrypt') return `${result.fileName}.enc`;
      return result.fileName.replace(/\.(enc|bin|aes|des)$/i, '') === result.fileName
        ? `${result.fileName}.dec`
        : result.fileName.replace(/\.(enc|bin|aes|des)$/i, '');
    }
    return result.direction === 'encrypt' ? `${alg}-encrypted.bin` : `${alg}-decrypted.bin`;
  }, [result, alg]);

  const download = () => {
    if (!result) return;
    const blob = result.blob ?? new Blob([result.output as BlobPart], { type: 'application/octet-stream' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = downloadName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const useOutputAsInput = () => {
    if (!result || result.blob) return;
    const next: Direction = result.direction === 'encrypt' ? 'decrypt' : 'encrypt';
    const kind = shown.notUtf8 ? 'hex' : result.direction === 'encrypt' && outKind === 'text' ? 'base64' : outKind;
    setText(shown.text);
    setDirection(next);
    setInKind(kind === 'text' ? 'text' : kind);
    setOutKind(next === 'decrypt' ? 'text' : 'base64');
  };

  const copyLink = async (withSecrets: boolean) => {
    if (withSecrets) {
      writeFragment({
        text: inKind === 'file' ? undefined : text,
        pass: keyKind === 'passphrase' ? passphrase : undefined,
        k: keyKind === 'raw' ? keyText : undefined,
        iv: keyKind === 'raw' ? ivText : undefined,
      });
    } else {
      writeFragment({ text: undefined, pass: undefined, k: undefined, iv: undefined });
    }
    await copyText(window.location.href);
    toast(withSecrets ? `${m.linkCopied} ${m.linkSecretWarning}` : m.linkCopied, withSecrets ? 'info' : 'success');
  };

  const err = (field: Fail['field']) =>
    fail?.field === field ? fail.message : runError?.field === field ? runError.message : null;
  const describedBy = (field: Fail['field']) => (err(field) ? id(`${field}-error`) : undefined);
  const keyLength = useMemo(() => {
    if (keyKind !== 'raw' || keyText.trim() === '') return null;
    try {
      return decodeField(keyText.trim(), keyEnc).length;
    } catch {
      return null;
    }
  }, [keyKind, keyText, keyEnc]);

  const encOptions = ENCODINGS.map((v) => ({ value: v, label: v === 'utf8' ? m.formats.text : m.formats[v] }));
  const outputOptions = (result?.direction ?? direction) === 'encrypt' ? (['base64', 'hex'] as const) : OUTPUTS;
  const pct = fileRun && fileRun.total > 0 ? Math.min(100, Math.round((fileRun.bytes / fileRun.total) * 100)) : 0;
  const running = fileRun?.running ?? false;

  return (
    <div className="flex flex-col">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{m.direction}</legend>
        {DIRECTIONS.map((d) => (
          <label
            key={d}
            className={`inline-flex h-12 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${direction === d ? 'border-sky-700 bg-sky-50 text-sky-900' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            <input
              type="radio"
              name={id('direction')}
              value={d}
              checked={direction === d}
              onChange={() => changeDirection(d)}
              className="sr-only"
            />
            {m[d]}
          </label>
        ))}
      </fieldset>

      {alg === 'des' && <Warning>{m.warnings.des}</Warning>}
      {(alg === 'rc4' || alg === 'rc4drop') && <Warning>{m.warnings.rc4}</Warning>}
      {block && effMode === 'ecb' && <Warning>{m.warnings.ecb}</Warning>}

      <Section title={m.input}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Select
            id={id('in-kind')}
            label={m.inputFormat}
            value={inKind}
            onChange={setInKind}
            options={INPUTS.map((v) => ({ value: v, label: m.formats[v] }))}
          />
        </div>
        {inKind === 'file' ? (
          <FilePicker
            id={id('file')}
            label={m.chooseFile}
            file={file}
            onFile={(f) => {
              setFile(f);
              setResult(null);
              setFileRun(null);
            }}
            chosen={file ? fmt(m.fileChosen, { name: file.name, size: sizeText(file.size, nf) }) : null}
          />
        ) : (
          <div className="mt-3">
            <label htmlFor={id('input')} className="text-sm font-medium text-slate-700">
              {m.input}
            </label>
            <textarea
              id={id('input')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={6}
              spellCheck={false}
              placeholder={direction === 'encrypt' ? m.inputPlaceholderEncrypt : m.inputPlaceholderDecrypt}
              aria-invalid={err('input') ? true : undefined}
              aria-describedby={describedBy('input')}
              className={`${textareaClass} mt-1`}
            />
            <FieldError id={id('input-error')} message={err('input')} />
          </div>
        )}
      </Section>

      <Section title={m.keySection}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Select
            id={id('key-kind')}
            label={m.keyKind}
            value={keyKind}
            onChange={setKeyKind}
            options={KEY_KINDS.map((v) => ({ value: v, label: m.keyKinds[v] }))}
          />
          {keyKind === 'passphrase' && (
            <Select
              id={id('kdf')}
              label={m.derivation}
              value={kdf}
              onChange={setKdf}
              className="sm:col-span-2"
              options={KDFS.map((v) => ({ value: v, label: m.derivations[v] }))}
            />
          )}
        </div>
        {keyKind === 'passphrase' ? (
          <>
            <div className="mt-3">
              <label htmlFor={id('pass')} className="text-sm font-medium text-slate-700">
                {m.passphrase}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id={id('pass')}
                  type={showPass ? 'text' : 'password'}
                  value={passphrase}
                  onChange={(e) => setPassphrase(e.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={err('key') ? true : undefined}
                  aria-describedby={describedBy('key')}
                  className={controlClass}
                />
                <label className="inline-flex shrink-0 items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={showPass}
                    onChange={(e) => setShowPass(e.target.checked)}
                    className="h-5 w-5"
                  />
                  {m.showSecret}
                </label>
              </div>
              <FieldError id={id('key-error')} message={err('key')} />
            </div>
            <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
              {alg === 'aes' && (
                <Select
                  id={id('bits')}
                  label={m.keySize}
                  value={bits}
                  onChange={setBits}
                  options={BITS.map((v) => ({ value: v, label: `AES-${v}` }))}
                />
              )}
              {(alg === 'rc4' || alg === 'rc4drop') && (
                <Select
                  id={id('bits')}
                  label={m.keySize}
                  value={bits === '128' ? '128' : '256'}
                  onChange={setBits}
                  className="sm:col-span-2"
                  options={(['256', '128'] as const).map((v) => ({ value: v, label: m.rc4Bits[v] }))}
                />
              )}
              {alg === 'tripledes' && (
                <Select
                  id={id('triple')}
                  label={m.tripleKeys}
                  value={triple}
                  onChange={setTriple}
                  className="sm:col-span-2"
                  options={TRIPLE.map((v) => ({ value: v, label: m.tripleKeyOptions[v] }))}
                />
              )}
              {kdf === 'pbkdf2' && (
                <>
                  <Select
                    id={id('hash')}
                    label={m.pbkdf2Hash}
                    value={hash}
                    onChange={setHash}
                    options={HASHES.map((v) => ({ value: v, label: v }))}
                  />
                  <div className="flex flex-col gap-1">
                    <label htmlFor={id('iter')} className="text-sm font-medium text-slate-700">
                      {m.iterations}
                    </label>
                    <input
                      id={id('iter')}
                      inputMode="numeric"
                      value={iterText}
                      onChange={(e) => setIterText(e.target.value)}
                      aria-invalid={err('iterations') ? true : undefined}
                      aria-describedby={describedBy('iterations') ?? id('iter-hint')}
                      className={controlClass}
                    />
                    <FieldError id={id('iterations-error')} message={err('iterations')} />
                    <p id={id('iter-hint')} className="text-xs text-slate-600">
                      {m.iterationsHint}
                    </p>
                  </div>
                </>
              )}
            </div>
          </>
        ) : (
          <div className="mt-3 grid grid-cols-1 gap-3">
            <SecretField
              id={id('key')}
              label={m.key}
              value={keyText}
              onChange={setKeyText}
              encoding={keyEnc}
              onEncoding={setKeyEnc}
              encodingLabel={m.keyEncoding}
              encodingOptions={encOptions}
              generateLabel={m.generate}
              onGenerate={() => {
                setKeyEnc('hex');
                setKeyText(
                  randomHex(
                    alg === 'aes' ? Number(bits) / 8 : alg === 'tripledes' ? Number(triple) * 8 : KEY_BYTES[alg],
                  ),
                );
              }}
              error={err('key')}
              errorId={id('key-error')}
              note={keyLength !== null ? fmt(m.keyBytes, { n: keyLength }) : null}
            />
            {usesIv && (
              <SecretField
                id={id('iv')}
                label={alg === 'aes' && effMode === 'gcm' ? m.nonce : m.iv}
                value={ivText}
                onChange={(v) => {
                  setIvText(v);
                  setIvGenerated(false);
                }}
                encoding={ivEnc}
                onEncoding={setIvEnc}
                encodingLabel={m.ivEncoding}
                encodingOptions={encOptions}
                generateLabel={m.generate}
                onGenerate={() => {
                  setIvEnc('hex');
                  setIvText(randomHex(ivBytes));
                  setIvGenerated(false);
                }}
                error={err('iv')}
                errorId={id('iv-error')}
                note={
                  ivGenerated && direction === 'encrypt'
                    ? m.ivGenerated
                    : alg === 'rabbit'
                      ? m.rabbitNoIv
                      : fmt(m.keyBytes, { n: ivBytes })
                }
              />
            )}
          </div>
        )}
      </Section>

      {(block || alg === 'rabbit' || alg === 'rc4drop') && (
        <Section title={m.options}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {block && (
              <Select
                id={id('mode')}
                label={m.mode}
                value={effMode}
                onChange={setMode}
                options={modes.map((v) => ({ value: v, label: v.toUpperCase() }))}
              />
            )}
            {block && effMode !== 'gcm' && (
              <Select
                id={id('padding')}
                label={m.padding}
                value={padding}
                onChange={setPadding}
                options={PADDINGS.map((v) => ({ value: v, label: m.paddings[v] }))}
              />
            )}
            {alg === 'aes' && effMode === 'gcm' && (
              <Select
                id={id('tag')}
                label={m.tagLength}
                value={tag}
                onChange={setTag}
                options={TAGS.map((v) => ({ value: v, label: `${fmt(m.keyBytes, { n: v })} (${Number(v) * 8} bit)` }))}
              />
            )}
            {alg === 'rabbit' && (
              <Select
                id={id('variant')}
                label={m.variant}
                value={variant}
                onChange={setVariant}
                className="sm:col-span-2"
                options={VARIANTS.map((v) => ({ value: v, label: m.variants[v] }))}
              />
            )}
            {alg === 'rc4drop' && (
              <div className="flex flex-col gap-1">
                <label htmlFor={id('drop')} className="text-sm font-medium text-slate-700">
                  {m.drop}
                </label>
                <input
                  id={id('drop')}
                  inputMode="numeric"
                  value={dropText}
                  onChange={(e) => setDropText(e.target.value)}
                  aria-invalid={err('drop') ? true : undefined}
                  aria-describedby={describedBy('drop') ?? id('drop-hint')}
                  className={controlClass}
                />
                <FieldError id={id('drop-error')} message={err('drop')} />
              </div>
            )}
          </div>
          {block && effMode !== 'gcm' && effMode !== 'cbc' && effMode !== 'ecb' && <Hint>{m.paddingNote}</Hint>}
          {alg === 'rabbit' && <Hint>{m.variantNote}</Hint>}
          {alg === 'rc4drop' && /^\d+$/.test(dropText.trim()) && (
            <p id={id('drop-hint')} className="mt-1 text-xs text-slate-600">
              {fmt(m.dropHint, { words: nf.format(Number(dropText)), bytes: nf.format(Number(dropText) * 4) })}
            </p>
          )}
          {alg === 'aes' && effMode === 'gcm' && (
            <div className="mt-3">
              <label htmlFor={id('aad')} className="text-sm font-medium text-slate-700">
                {m.aad}
              </label>
              <input
                id={id('aad')}
                value={aadText}
                onChange={(e) => setAadText(e.target.value)}
                spellCheck={false}
                className={`${controlClass} mt-1`}
              />
            </div>
          )}
        </Section>
      )}

      <Section title={m.output}>
        {inKind === 'file' && (
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={!file || !!fail || running}
              onClick={runFile}
            >
              {m.runFile[direction]}
            </button>
            {running && (
              <button type="button" className={buttonClass} onClick={cancelFile}>
                {m.cancel}
              </button>
            )}
            {fileRun && (
              <div className="flex min-w-48 flex-1 flex-col gap-1">
                <progress
                  value={pct}
                  max={100}
                  aria-label={m.working}
                  className="h-2 w-full overflow-hidden rounded bg-slate-100 accent-sky-700"
                />
                <p className="text-xs text-slate-600" aria-live="polite">
                  {fileRun.cancelled
                    ? m.cancelled
                    : running
                      ? fmt(m.progress, { done: sizeText(fileRun.bytes, nf), total: sizeText(fileRun.total, nf) })
                      : result
                        ? fmt(m.doneIn, {
                            size: sizeText(result.size, nf),
                            seconds: nf.format(Math.round(result.ms / 100) / 10),
                          })
                        : ''}
                </p>
              </div>
            )}
          </div>
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Select
            id={id('out-kind')}
            label={m.outputFormat}
            value={outputOptions.includes(outKind as never) ? outKind : 'base64'}
            onChange={setOutKind}
            options={outputOptions.map((v) => ({ value: v, label: m.formats[v] }))}
          />
        </div>
        <div aria-busy={pending || running} data-testid="cipher-output">
          <OutputBox
            id={id('output')}
            label={m.output}
            value={shown.text}
            minHeight={160}
            className="mt-3"
            actions={
              result ? (
                <>
                  {!result.blob && (
                    <button type="button" className={buttonClass} onClick={useOutputAsInput} disabled={pending}>
                      {m.swap}
                    </button>
                  )}
                  <button
                    type="button"
                    className={buttonClass}
                    onClick={download}
                    aria-label={`${m.download} ${downloadName}`}
                  >
                    {m.download}
                  </button>
                </>
              ) : null
            }
          />
        </div>
        <FieldError id={id('output-error')} message={err('output')} />
        {shown.notUtf8 && <Hint>{m.notUtf8}</Hint>}
        {shown.truncated && result && (
          <Hint>
            {fmt(m.outputTooLong, { size: sizeText(result.size, nf), shown: sizeText(shown.text.length, nf) })}
          </Hint>
        )}
        {result?.passphrase && result.params && <Derived m={m} params={result.params} />}
      </Section>

      <div className="mt-6 flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={() => copyLink(false)}>
          {m.copyLink}
        </button>
        <button type="button" className={buttonClass} onClick={() => copyLink(true)}>
          {m.copyLinkSecret}
        </button>
      </div>
    </div>
  );
}

function Derived({ m, params }: { m: (typeof cipherMessages)['en_US']; params: CipherParams }) {
  const rows: [string, string][] = [];
  if (params.salt) rows.push([m.salt, hexOf(params.salt)]);
  rows.push([m.derivedKey, hexOf(params.key)]);
  if (params.iv) rows.push([m.derivedIv, hexOf(params.iv)]);
  return (
    <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-800">{m.derived}</h3>
      {!params.salt && <p className="mt-1 text-xs text-slate-600">{m.unsalted}</p>}
      <dl className="mt-2 grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-sm text-slate-700">{k}</dt>
            <dd className="min-w-0 font-mono text-sm break-all text-slate-900">{v}</dd>
            <dd>
              <CopyButton value={v} label={`${k}: ${v}`} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SecretField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  encoding: Encoding;
  onEncoding: (e: Encoding) => void;
  encodingLabel: string;
  encodingOptions: { value: Encoding; label: string }[];
  generateLabel: string;
  onGenerate: () => void;
  error: string | null;
  errorId: string;
  note: string | null;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem]">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={props.id} className="text-sm font-medium text-slate-700">
          {props.label}
        </label>
        <div className="flex gap-2">
          <input
            id={props.id}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? props.errorId : undefined}
            className={`${controlClass} font-mono`}
          />
          <button
            type="button"
            className={`${buttonClass} shrink-0 whitespace-nowrap`}
            onClick={props.onGenerate}
            aria-label={`${props.generateLabel} ${props.label}`}
          >
            {props.generateLabel}
          </button>
        </div>
        <FieldError id={props.errorId} message={props.error} />
        {props.note && <p className="text-xs text-slate-600">{props.note}</p>}
      </div>
      <Select
        id={`${props.id}-enc`}
        label={props.encodingLabel}
        value={props.encoding}
        onChange={props.onEncoding}
        options={props.encodingOptions}
      />
    </div>
  );
}

function FilePicker(props: {
  id: string;
  label: string;
  file: File | null;
  onFile: (f: File) => void;
  chosen: string | null;
}) {
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard path
    <div
      className={`mt-3 rounded-md border-2 border-dashed p-4 ${over ? 'border-sky-600 bg-sky-50' : 'border-slate-300'}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const f = e.dataTransfer.files[0];
        if (f) props.onFile(f);
      }}
    >
      <label htmlFor={props.id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={props.id}
        type="file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) props.onFile(f);
        }}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:h-12 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4"
      />
      {props.chosen && <p className="mt-2 text-sm text-slate-800">{props.chosen}</p>}
    </div>
  );
}
