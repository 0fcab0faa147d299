import { decodeLog, parseTopics, toHexInput } from '@tinkerbox/engine/evm';
import { Section, TextField } from '@tinkerbox/ui';
import type { Abi } from 'viem';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { abiMessages } from './abi.messages.ts';
import { attemptJson } from './abi-text.ts';
import { contractMessages } from './contract.messages.ts';
import { ValueList } from './contract.widgets.tsx';

// The Transfer log of a USDT transfer of 1 USDT to vitalik.eth (well-known mainnet values).
const EXAMPLE_TOPICS = [
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  '0x000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa96045',
].join('\n');
const EXAMPLE_DATA = '0x00000000000000000000000000000000000000000000000000000000000f4240';

/** /abidecoder's event-log mode: topics (lines, a JSON array or a log object) and data. */
export function LogTab({ abiOk }: { abiOk: Abi | undefined }) {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).abi;
  const x = useMessages(abiMessages);
  const [topics, setTopics] = useKeptState('contract.abi.topics', '');
  const [data, setData] = useKeptState('contract.abi.logdata', '');
  const t = topics.trim() ? attemptJson(() => parseTopics(topics), locale) : null;
  const d = data.trim() ? attempt(() => toHexInput(data), locale) : null;
  const list = t?.value ?? [];
  const r = list.length > 0 && !d?.error ? attempt(() => decodeLog(list, data, abiOk), locale) : null;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={m.topicsLabel}
        value={topics}
        onChange={setTopics}
        multiline
        hint={x.topicsHint}
        error={t?.error ?? r?.error}
        testId="topics-input"
        actions={<FieldActions label={m.topicsLabel} value={topics} onChange={setTopics} example={EXAMPLE_TOPICS} />}
      />
      <TextField
        label={m.dataLabel}
        value={data}
        onChange={setData}
        error={d?.error}
        testId="logdata-input"
        actions={<FieldActions label={m.dataLabel} value={data} onChange={setData} example={EXAMPLE_DATA} />}
      />
      {r?.value && (
        <Section title={m.eventHeading}>
          <div data-testid="decoded-log" className="flex flex-col gap-2">
            <p className="font-mono text-sm break-all">
              {m.eventName}: {r.value.signature}
            </p>
            <ValueList values={r.value.args} />
          </div>
        </Section>
      )}
      {r?.ok && r.value === null && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {fmt(m.unknownTopic, { topic: list[0] ?? '' })}
        </p>
      )}
    </div>
  );
}
