import {
  generatePassphrase,
  generatePassword,
  LOOK_ALIKES,
  PASSWORD_CLASSES,
  type PassphraseOptions,
  type PasswordClass,
  type PasswordOptions,
  passphraseEntropyBits,
  passwordEntropyBits,
  randomToken,
  TOKEN_FORMATS,
  type TokenFormat,
} from '@tinkerbox/engine/token';
import { Button, Checkbox, Choice, NumberField, OutputBox, Section, TextField } from '@tinkerbox/ui';
import { useCallback, useEffect, useState } from 'react';
import { toBcp47 } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { EFF_WORDS_URL, loadEffWords } from './eff-words.ts';
import { passwordgenMessages } from './passwordgen.messages.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

const MODES = ['password', 'passphrase', 'token'] as const;
const CLASSES = Object.keys(PASSWORD_CLASSES) as PasswordClass[];
const YES_NO = ['1', '0'] as const;

/** /passwordgen: random passwords (classes, look-alikes, every class), passphrases and tokens, with their entropy. */
export default function Page() {
  return <Tool />;
}

function Tool() {
  const m = useMessages(passwordgenMessages);
  const [mode, setMode] = useFragmentOption('mode', 'password', MODES);
  return (
    <div className="flex flex-col gap-4">
      <Choice
        label={m.mode}
        value={mode}
        onChange={setMode}
        options={MODES.map((v) => ({ value: v, label: m.modes[v] }))}
      />
      {mode === 'password' ? <Passwords /> : mode === 'passphrase' ? <Passphrases /> : <Tokens />}
      <p className="text-xs text-slate-600">{m.private}</p>
    </div>
  );
}

/** The chosen classes as a fragment value: the first letters in table order ("lud" = lower, upper, digits). */
function useClasses(): [PasswordClass[], (c: PasswordClass, on: boolean) => void] {
  const [text, setText] = useFragmentOption<string>('cls', 'luds');
  const chosen = CLASSES.filter((c) => text.includes(c[0] ?? ''));
  const toggle = (c: PasswordClass, on: boolean) => {
    const next = CLASSES.filter((x) => (x === c ? on : chosen.includes(x)));
    setText(next.map((x) => x[0]).join('') || '-');
  };
  return [chosen, toggle];
}

function Passwords() {
  const m = useMessages(passwordgenMessages);
  const { locale } = useLocale();
  const [lengthText, setLengthText] = useFragmentOption<string>('len', '20');
  const [countText, setCountText] = useFragmentOption<string>('n', '5');
  const [classes, toggle] = useClasses();
  const [noLookAlikes, setNoLookAlikes] = useFragmentOption('nla', '0', YES_NO);
  const [requireEach, setRequireEach] = useFragmentOption('req', '1', YES_NO);
  const length = wholeNumber(lengthText, 1, 4096, 20, locale);
  const count = wholeNumber(countText, 1, 100, 5, locale);
  const options: PasswordOptions = {
    length: length.value,
    classes,
    excludeLookAlikes: noLookAlikes === '1',
    requireEach: requireEach === '1',
  };
  const bits = attempt(() => passwordEntropyBits(options), locale);
  const [out, setOut] = useState('');
  const key = JSON.stringify([options, count.value]);
  const run = useCallback(() => {
    if (!bits.ok) return setOut('');
    setOut(Array.from({ length: count.value }, () => generatePassword(options)).join('\n'));
  }, [key, bits.ok]);
  useEffect(run, [run]);
  return (
    <Section title={m.modes.password}>
      <div className="flex flex-wrap items-end gap-4">
        <NumberField
          id="pw-length"
          label={m.length}
          value={lengthText}
          onChange={setLengthText}
          error={length.error ?? (bits.error && length.value < classes.length ? bits.error : null)}
          className="flex w-32 flex-col gap-1"
        />
        <NumberField
          id="pw-count"
          label={m.count}
          value={countText}
          onChange={setCountText}
          error={count.error}
          className="flex w-32 flex-col gap-1"
        />
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">{m.classes}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {CLASSES.map((c) => (
            <Checkbox key={c} label={m.classNames[c]} checked={classes.includes(c)} onChange={(on) => toggle(c, on)} />
          ))}
        </div>
        {classes.length === 0 && bits.error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {bits.error}
          </p>
        )}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-4">
        <Checkbox
          label={fmt(m.excludeLookAlikes, { chars: LOOK_ALIKES.split('').join(' ') })}
          checked={noLookAlikes === '1'}
          onChange={(c) => setNoLookAlikes(c ? '1' : '0')}
        />
        <Checkbox label={m.requireEach} checked={requireEach === '1'} onChange={(c) => setRequireEach(c ? '1' : '0')} />
      </div>
      <Result out={out} bits={bits.value} onGenerate={run} />
    </Section>
  );
}

function Passphrases() {
  const m = useMessages(passwordgenMessages);
  const { locale } = useLocale();
  const [list, setList] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    loadEffWords().then((w) => {
      if (live) setList(w);
    });
    return () => {
      live = false;
    };
  }, []);
  const [wordsText, setWordsText] = useFragmentOption<string>('w', '6');
  const [countText, setCountText] = useFragmentOption<string>('n', '5');
  const [separator, setSeparator] = useFragmentOption<string>('sep', '-');
  const [capitalize, setCapitalize] = useFragmentOption('cap', '0', YES_NO);
  const [number, setNumber] = useFragmentOption('num', '0', YES_NO);
  const words = wholeNumber(wordsText, 1, 64, 6, locale);
  const count = wholeNumber(countText, 1, 100, 5, locale);
  const options: PassphraseOptions | null = list && {
    words: list,
    count: words.value,
    separator,
    capitalize: capitalize === '1',
    number: number === '1',
  };
  const [out, setOut] = useState('');
  const key = JSON.stringify([words.value, count.value, separator, capitalize, number, list?.length]);
  const run = useCallback(() => {
    if (options) setOut(Array.from({ length: count.value }, () => generatePassphrase(options)).join('\n'));
  }, [key]);
  useEffect(run, [run]);
  const nf = numberFormat(toBcp47(locale), { maximumFractionDigits: 2 });
  return (
    <Section title={m.modes.passphrase}>
      <div className="flex flex-wrap items-end gap-4">
        <NumberField
          id="pp-words"
          label={m.words}
          value={wordsText}
          onChange={setWordsText}
          error={words.error}
          className="flex w-32 flex-col gap-1"
        />
        <NumberField
          id="pp-count"
          label={m.count}
          value={countText}
          onChange={setCountText}
          error={count.error}
          className="flex w-32 flex-col gap-1"
        />
        <TextField
          id="pp-separator"
          mono
          label={m.separator}
          value={separator}
          onChange={setSeparator}
          maxLength={8}
          className="flex w-32 flex-col gap-1"
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-4">
        <Checkbox label={m.capitalize} checked={capitalize === '1'} onChange={(c) => setCapitalize(c ? '1' : '0')} />
        <Checkbox label={m.addNumber} checked={number === '1'} onChange={(c) => setNumber(c ? '1' : '0')} />
      </div>
      <Result out={out} bits={options ? passphraseEntropyBits(options) : null} onGenerate={run} />
      {list && (
        <p className="mt-1 text-xs text-slate-600">
          <a href={EFF_WORDS_URL} className="underline" rel="noopener noreferrer" target="_blank">
            {fmt(m.wordList, { count: nf.format(list.length), bits: nf.format(Math.log2(list.length)) })}
          </a>
        </p>
      )}
    </Section>
  );
}

function Tokens() {
  const m = useMessages(passwordgenMessages);
  const { locale } = useLocale();
  const [bytesText, setBytesText] = useFragmentOption<string>('b', '32');
  const [countText, setCountText] = useFragmentOption<string>('n', '5');
  const [format, setFormat] = useFragmentOption<TokenFormat>('f', 'hex', TOKEN_FORMATS);
  const bytes = wholeNumber(bytesText, 1, 1024, 32, locale);
  const count = wholeNumber(countText, 1, 100, 5, locale);
  const [out, setOut] = useState('');
  const run = useCallback(() => {
    setOut(Array.from({ length: count.value }, () => randomToken(bytes.value, format)).join('\n'));
  }, [bytes.value, count.value, format]);
  useEffect(run, [run]);
  return (
    <Section title={m.modes.token}>
      <div className="flex flex-wrap items-end gap-4">
        <NumberField
          id="tok-bytes"
          label={m.bytes}
          value={bytesText}
          onChange={setBytesText}
          error={bytes.error}
          className="flex w-32 flex-col gap-1"
        />
        <NumberField
          id="tok-count"
          label={m.count}
          value={countText}
          onChange={setCountText}
          error={count.error}
          className="flex w-32 flex-col gap-1"
        />
        <Choice
          label={m.format}
          value={format}
          onChange={setFormat}
          options={TOKEN_FORMATS.map((f) => ({ value: f, label: f }))}
        />
      </div>
      <Result out={out} bits={bytes.value * 8} onGenerate={run} />
    </Section>
  );
}

function Result({ out, bits, onGenerate }: { out: string; bits: number | null; onGenerate: () => void }) {
  const m = useMessages(passwordgenMessages);
  const { locale } = useLocale();
  const nf = numberFormat(toBcp47(locale), { maximumFractionDigits: 1 });
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Button variant="primary" onClick={onGenerate}>
          {m.generate}
        </Button>
        {bits !== null && (
          <span data-testid="pw-entropy" data-bits={bits.toFixed(3)} className="text-sm font-medium">
            {fmt(m.entropy, { bits: nf.format(bits) })}
          </span>
        )}
      </div>
      <OutputBox label={m.result} value={out} minHeight={140} id="pw-out" className="mt-3" />
    </>
  );
}
