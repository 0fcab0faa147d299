import {
  DIGEST_FORMATS,
  type DigestFormat,
  encodeDigest,
  type HashAlgorithm,
  hashAlgorithmInfo,
} from '@tinkerbox/engine/hash';
import { copyText, OutputBox, toast } from '@tinkerbox/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { readFragment, useFragmentOption, writeFragment } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { hashMessages } from './hash.messages.ts';
import {
  buttonClass,
  errorText,
  randomHex,
  SECRET_ENCODINGS,
  type SecretEncoding,
  Section,
  Select,
  secretBytes,
  TextField,
} from './hash-ui.tsx';
import { useHashWorker } from './use-hash-worker.ts';

const PBKDF2_HASHES = [
  'sha1',
  'sha224',
  'sha256',
  'sha384',
  'sha512',
  'sha3-224',
  'sha3-256',
  'sha3-384',
  'sha3-512',
] as const satisfies readonly HashAlgorithm[];
type Pbkdf2Hash = (typeof PBKDF2_HASHES)[number];

// crypto-js's own defaults: 4.2.0 changed PBKDF2 from SHA-1 with 1 iteration to SHA-256 with 250000;
// keySize is 128/32 words (16 bytes) in both.
const PRESETS = {
  cryptojs42: { hash: 'sha256', iterations: '250000', dkLen: '16' },
  cryptojsOld: { hash: 'sha1', iterations: '1', dkLen: '16' },
  owasp: { hash: 'sha256', iterations: '600000', dkLen: '32' },
} as const;
type PresetName = keyof typeof PRESETS | 'custom';

interface Outcome {
  hex?: Uint8Array;
  ms?: number;
  /** The worker's EngineError (name, code, params), translated at render time. */
  error?: { field: string; raw: unknown };
}

/** /pbkdf2: every parameter, crypto-js presets, the derivation in a worker with its time. */
export function Pbkdf2Tool() {
  const m = useMessages(hashMessages);
  const p = m.pbkdf2;
  const { locale } = useLocale();
  const uid = useId();

  const [hash, setHash] = useFragmentOption<Pbkdf2Hash>('hash', 'sha256', PBKDF2_HASHES);
  const [iterations, setIterations] = useFragmentOption<string>('iter', '250000');
  const [dkLen, setDkLen] = useFragmentOption<string>('len', '16');
  const [penc, setPenc] = useFragmentOption<SecretEncoding>('penc', 'utf8', SECRET_ENCODINGS);
  const [senc, setSenc] = useFragmentOption<SecretEncoding>('senc', 'utf8', SECRET_ENCODINGS);
  const [format, setFormat] = useFragmentOption<DigestFormat>('out', 'hex', DIGEST_FORMATS);
  const [password, setPassword] = useKeptState('hash:password', '');
  const [salt, setSalt] = useKeptState('hash:salt', '');

  useEffect(() => {
    const f = readFragment();
    const pw = f.get('password');
    if (pw !== null) setPassword(pw);
    const s = f.get('salt');
    if (s !== null) setSalt(s);
  }, [setPassword, setSalt]);

  const pw = useMemo(() => secretBytes(password, penc, locale), [password, penc, locale]);
  const sa = useMemo(() => secretBytes(salt, senc, locale), [salt, senc, locale]);

  const preset: PresetName =
    (Object.entries(PRESETS).find(
      ([, v]) => v.hash === hash && v.iterations === iterations && v.dkLen === dkLen,
    )?.[0] as PresetName | undefined) ?? 'custom';

  const worker = useHashWorker();
  const [bug, setBug] = useState<Error | null>(null);
  if (bug) throw bug;
  const [outcome, setOutcome] = useState<Outcome>({});
  const [running, setRunning] = useState<number | null>(null);
  const ticket = useRef(0);

  // Derive after a short pause in typing; a new setup cancels the one still running.
  useEffect(() => {
    if (!pw.bytes || !sa.bytes) return;
    const t = ++ticket.current;
    const password = pw.bytes;
    const saltBytes = sa.bytes;
    const timer = setTimeout(() => {
      worker.cancel();
      setRunning(performance.now());
      worker
        .run({
          type: 'pbkdf2',
          options: { hash, password, salt: saltBytes, iterations: Number(iterations), dkLen: Number(dkLen) },
        })
        .then((r) => {
          if (t !== ticket.current) return;
          setRunning(null);
          if (r.type === 'result') setOutcome({ hex: r.digests[0], ms: r.ms });
          else if (r.type === 'error' && r.error.name !== 'AbortError') {
            if (r.error.name !== 'EngineError') setBug(Object.assign(new Error(r.error.message), r.error));
            const field = String((r.error.params as { field?: string } | undefined)?.field ?? '');
            setOutcome({ error: { field, raw: r.error } });
          }
        });
    }, 300);
    return () => clearTimeout(timer);
  }, [pw.bytes, sa.bytes, hash, iterations, dkLen, worker]);

  const [, tick] = useState(0);
  useEffect(() => {
    if (running === null) return;
    const i = setInterval(() => tick((x) => x + 1), 100);
    return () => clearInterval(i);
  }, [running]);

  const err = (field: string) => (outcome.error?.field === field ? errorText(outcome.error.raw, locale) : null);
  const result = outcome.hex ? encodeDigest(outcome.hex, format) : '';

  const copyLink = async (withInput: boolean) => {
    writeFragment(withInput ? { password, salt } : { password: undefined, salt: undefined });
    await copyText(window.location.href);
    toast(m.linkCopied);
  };

  return (
    <div>
      <Section title={m.input}>
        <div className="flex flex-wrap items-start gap-3">
          <TextField id={`${uid}-pw`} label={p.password} value={password} onChange={setPassword} error={pw.error} />
          <Select
            id={`${uid}-penc`}
            label={p.passwordEncoding}
            value={penc}
            onChange={setPenc}
            options={SECRET_ENCODINGS.map((e) => ({ value: e, label: m.keyEncodings[e] }))}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <TextField id={`${uid}-salt`} label={p.salt} value={salt} onChange={setSalt} error={sa.error} />
          <Select
            id={`${uid}-senc`}
            label={p.saltEncoding}
            value={senc}
            onChange={setSenc}
            options={SECRET_ENCODINGS.map((e) => ({ value: e, label: m.keyEncodings[e] }))}
          />
          <button
            type="button"
            className={`${buttonClass} mt-6`}
            onClick={() => {
              setSenc('hex');
              setSalt(randomHex(16));
            }}
          >
            {p.randomSalt}
          </button>
        </div>
      </Section>

      <Section title={p.parameters}>
        <div className="flex flex-wrap items-start gap-3">
          <Select
            id={`${uid}-preset`}
            label={p.preset}
            value={preset}
            onChange={(v) => {
              if (v === 'custom') return;
              const x = PRESETS[v];
              setHash(x.hash);
              setIterations(x.iterations);
              setDkLen(x.dkLen);
            }}
            options={(['custom', 'cryptojs42', 'cryptojsOld', 'owasp'] as const).map((v) => ({
              value: v,
              label: p.presets[v],
            }))}
          />
          <Select
            id={`${uid}-hash`}
            label={p.hash}
            value={hash}
            onChange={setHash}
            options={PBKDF2_HASHES.map((h) => ({ value: h, label: hashAlgorithmInfo(h).label }))}
          />
          <TextField
            numeric
            className="w-40"
            id={`${uid}-iter`}
            label={p.iterations}
            value={iterations}
            onChange={setIterations}
            error={err('iterations')}
          />
          <TextField
            numeric
            className="w-40"
            id={`${uid}-len`}
            label={p.dkLen}
            value={dkLen}
            onChange={setDkLen}
            error={err('dkLen')}
          />
        </div>
      </Section>

      <Section title={m.output}>
        <div className="flex flex-wrap items-end gap-3">
          <Select
            id={`${uid}-fmt`}
            label={m.format}
            value={format}
            onChange={setFormat}
            options={DIGEST_FORMATS.map((f) => ({ value: f, label: m.formats[f] }))}
          />
          {running !== null && (
            <div className="flex h-12 items-center gap-3" role="status">
              <span className="text-sm text-slate-700">
                {p.running} {((performance.now() - running) / 1000).toFixed(1)} s
              </span>
              <button
                type="button"
                className={buttonClass}
                onClick={() => {
                  ticket.current++;
                  worker.cancel();
                  setRunning(null);
                }}
              >
                {p.cancel}
              </button>
            </div>
          )}
        </div>
        <OutputBox id={`${uid}-out`} label={p.result} value={result} minHeight={64} className="mt-3" />
        {outcome.ms !== undefined && running === null && (
          <p className="mt-1 text-sm text-slate-600" data-testid="took">
            {fmt(p.took, { ms: Math.round(outcome.ms) })}
          </p>
        )}
      </Section>

      <div className="mt-6 flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={() => copyLink(false)}>
          {m.link}
        </button>
        <button type="button" className={buttonClass} onClick={() => copyLink(true)}>
          {m.linkWithInput}
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-500">{m.linkSecretNote}</p>
    </div>
  );
}
