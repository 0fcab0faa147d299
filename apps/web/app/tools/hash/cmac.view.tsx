import { DIGEST_FORMATS, type DigestFormat, encodeDigest } from '@tinkerbox/engine/hash';
import {
  Field,
  OutputBox,
  SECRET_ENCODINGS,
  type SecretEncoding,
  SecretField,
  Section,
  Select,
  textareaClass,
  useEarlyValue,
} from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { randomHex, secretBytes, secretEncodingMessages } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { cmacMessages } from './cmac.messages.ts';
import { FormatSelect, hashCommonMessages } from './hash.common.tsx';
import { macKdfRecipe } from './mac-kdf.recipe.ts';
import { useDerive } from './use-derive.ts';

const KEY_BYTES = 16;
const MESSAGE_ID = 'cmac-message';

// The engine's one error for a CMAC (INVALID_KEY_SIZE) is about the key.
const keyField = () => 'key';

/** /cmac: AES-CMAC (SP 800-38B) of a message in UTF-8, hex or base64, in the hash family's worker. */
export function CmacTool() {
  const m = useMessages(hashCommonMessages);
  const c = useMessages(cmacMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  const { locale } = useLocale();
  const outId = useId();
  const [kenc, setKenc] = useFragmentOption<SecretEncoding>('kenc', 'hex', SECRET_ENCODINGS);
  const [menc, setMenc] = useFragmentOption<SecretEncoding>('menc', 'utf8', SECRET_ENCODINGS);
  const [format, setFormat] = useFragmentOption<DigestFormat>('out', 'hex', DIGEST_FORMATS);
  const [key, setKey] = useKeptState('cmac:key', '');
  const [message, setMessage] = useKeptState('cmac:message', '');
  const shown = useEarlyValue(MESSAGE_ID, 'text', message, setMessage);
  const k = useMemo(() => secretBytes(key, kenc, locale), [key, kenc, locale]);
  const msg = useMemo(() => secretBytes(message, menc, locale), [message, menc, locale]);
  const job = useMemo(
    () => (k.ok && msg.ok && key !== '' ? { type: 'cmac' as const, key: k.value, data: msg.value } : null),
    [k, msg, key],
  );
  const { digests, failed, fieldError } = useDerive(job, keyField);
  const mac = digests?.[0];
  const recipe = useMemo(() => macKdfRecipe(job, format), [job, format]);

  return (
    <div>
      <Section title={m.input}>
        <SecretField
          label={c.key}
          value={key}
          onChange={setKey}
          encoding={kenc}
          onEncodingChange={setKenc}
          encodingLabel={c.keyEncoding}
          encodingNames={enc}
          error={k.error ?? fieldError('key')}
          hint={fmt(c.keyHint, { bytes: k.ok ? k.value.length : 0 })}
          generate={{
            label: fmt(c.randomKey, { bytes: KEY_BYTES }),
            onGenerate: () => {
              setKenc('hex');
              setKey(randomHex(KEY_BYTES));
            },
          }}
        />
        <Select
          label={c.messageEncoding}
          value={menc}
          onChange={setMenc}
          options={SECRET_ENCODINGS.map((e) => ({ value: e, label: enc[e] }))}
        />
        <Field label={c.message} id={MESSAGE_ID} error={msg.error}>
          {(aria) => (
            <textarea
              {...aria}
              value={shown}
              onChange={(e) => setMessage(e.currentTarget.value)}
              spellCheck={false}
              rows={5}
              className={textareaClass}
            />
          )}
        </Field>
      </Section>

      <Section title={m.output}>
        <FormatSelect value={format} onChange={setFormat} />
        {!failed && (
          <OutputBox id={outId} label={c.result} value={mac ? encodeDigest(mac, format) : ''} minHeight={40} />
        )}
        <p className="text-sm text-slate-600">{c.standard}</p>
      </Section>
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
