import { CLASSIC_PATTERNS, type ClassicPattern, type NAMED_RULES } from '@tinkerbox/engine/games';
import { Button, Choice, CopyButton, Select, TextField } from '@tinkerbox/ui';
import { type KeyboardEvent, type PointerEvent, type RefObject, useId } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { saveBlob } from '../../lib/download.ts';
import { gamesMessages } from './games.messages.ts';
import { WORKER_CELLS } from './life-board.ts';

export const SIZES = ['64x48', '128x96', '256x192', '512x384', '1024x768'] as const;
export type Size = (typeof SIZES)[number];
export type RuleKey = keyof typeof NAMED_RULES | 'custom';

const useLife = () => useMessages(gamesMessages).life;

/** Play, step, clear, random fill, speed; draw or pan, zoom, fit; the generation and population. */
export function LifeToolbar(p: {
  playing: boolean;
  onPlay: () => void;
  onStep: () => void;
  onClear: () => void;
  onRandom: () => void;
  speedIndex: number;
  speeds: number;
  speedText: string;
  onSpeed: (i: number) => void;
  tool: 'draw' | 'pan';
  onTool: (t: 'draw' | 'pan') => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
  counters: { generation: number; population: number; rate: number };
}) {
  const m = useLife();
  const speedId = useId();
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="primary" className="min-w-[96px]" onClick={p.onPlay}>
          {p.playing ? m.pause : m.play}
        </Button>
        <Button onClick={p.onStep} disabled={p.playing}>
          {m.step}
        </Button>
        <Button onClick={p.onClear}>{m.clear}</Button>
        <Button onClick={p.onRandom}>{m.random}</Button>
        <div className="flex flex-col gap-1">
          <label htmlFor={speedId} className="text-sm font-medium text-slate-700">
            {m.speed}: {p.speedText}
          </label>
          <input
            id={speedId}
            type="range"
            min={0}
            max={p.speeds - 1}
            value={p.speedIndex}
            onChange={(e) => p.onSpeed(Number(e.currentTarget.value))}
            className="h-12 w-48"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Choice
          label={m.tool}
          hideLabel
          value={p.tool}
          onChange={p.onTool}
          options={[
            { value: 'draw', label: m.draw },
            { value: 'pan', label: m.pan },
          ]}
        />
        <Button className="w-12 px-0 text-xl" aria-label={m.zoomIn} onClick={() => p.onZoom(1.25)}>
          +
        </Button>
        <Button className="w-12 px-0 text-xl" aria-label={m.zoomOut} onClick={() => p.onZoom(0.8)}>
          −
        </Button>
        <Button onClick={p.onFit}>{m.fit}</Button>
        <dl className="ml-auto flex gap-4 font-mono text-sm" data-testid="life-counters">
          <div>
            <dt className="inline text-slate-500">{m.generation}: </dt>
            <dd className="inline" data-testid="life-generation">
              {p.counters.generation}
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{m.population}: </dt>
            <dd className="inline" data-testid="life-population">
              {p.counters.population}
            </dd>
          </div>
          {p.playing && <div className="text-slate-500">{fmt(m.rate, { n: p.counters.rate })}</div>}
        </dl>
      </div>
    </>
  );
}

/** The board: drawn on by pointer, panned, zoomed by wheel and keys. */
export function LifeCanvas({
  canvas,
  tool,
  input,
}: {
  canvas: RefObject<HTMLCanvasElement | null>;
  tool: 'draw' | 'pan';
  input: {
    onPointerDown: (e: PointerEvent<HTMLCanvasElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLCanvasElement>) => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onKeyDown: (e: KeyboardEvent<HTMLCanvasElement>) => void;
  };
}) {
  const m = useLife();
  return (
    <canvas
      ref={canvas}
      tabIndex={0}
      role="img"
      aria-label={m.canvas}
      data-testid="life-canvas"
      className="h-[480px] w-full touch-none rounded-md border border-slate-300 outline-none focus-visible:ring-4 focus-visible:ring-sky-300 max-md:h-[320px]"
      style={{ cursor: tool === 'pan' ? 'grab' : 'crosshair' }}
      {...input}
    />
  );
}

/** Board size, edges, rule (named or custom) and the classic patterns. */
export function LifeSettings(p: {
  size: Size;
  onSize: (s: Size) => void;
  wrap: boolean;
  onWrap: (w: boolean) => void;
  ruleKey: RuleKey;
  onRuleKey: (k: RuleKey) => void;
  customRule: string;
  onCustomRule: (r: string) => void;
  ruleError: string | null;
  pattern: ClassicPattern;
  onPattern: (p: ClassicPattern) => void;
  onPlace: () => void;
}) {
  const m = useLife();
  const [w, h] = p.size.split('x').map(Number) as [number, number];
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={m.size}
        value={p.size}
        onChange={p.onSize}
        options={SIZES.map((s) => ({ value: s, label: s.replace('x', ' × ') }))}
        hint={w * h >= WORKER_CELLS ? m.worker : undefined}
      />
      <Choice
        label={m.edges}
        look="list"
        value={p.wrap ? 'wrap' : 'open'}
        onChange={(v) => p.onWrap(v === 'wrap')}
        options={[
          { value: 'wrap', label: m.wrap },
          { value: 'open', label: m.open },
        ]}
      />
      <Select
        label={m.rule}
        value={p.ruleKey}
        onChange={p.onRuleKey}
        options={(Object.keys(m.rules) as RuleKey[]).map((k) => ({ value: k, label: m.rules[k] }))}
        error={p.ruleKey === 'custom' ? null : p.ruleError}
      />
      {p.ruleKey === 'custom' && (
        <TextField label={m.customRule} value={p.customRule} onChange={p.onCustomRule} error={p.ruleError} />
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          className="min-w-[12rem] flex-1"
          label={m.pattern}
          value={p.pattern}
          onChange={p.onPattern}
          options={(Object.keys(CLASSIC_PATTERNS) as ClassicPattern[]).map((k) => ({ value: k, label: m.patterns[k] }))}
        />
        <Button onClick={p.onPlace}>{m.place}</Button>
      </div>
    </div>
  );
}

/** RLE import and export. */
export function LifeRle(p: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  note: string | null;
  onImport: () => void;
  onExport: () => void;
  exported: string;
}) {
  const m = useLife();
  return (
    <div className="flex flex-col gap-2">
      <h2 className="font-medium">{m.rleTitle}</h2>
      <TextField
        label={m.rleInput}
        multiline
        rows={5}
        value={p.value}
        onChange={p.onChange}
        error={p.error}
        placeholder={'x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!'}
      />
      {p.note && (
        <p role="status" className="text-sm text-emerald-700">
          {p.note}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={p.onImport} disabled={!p.value.trim()}>
          {m.import}
        </Button>
        <Button onClick={p.onExport}>{m.export}</Button>
      </div>
      {p.exported && (
        <TextField
          label={m.exported}
          multiline
          rows={5}
          readOnly
          value={p.exported}
          onChange={() => {}}
          testId="life-rle-out"
          controlClassName="bg-slate-50"
          actions={
            <>
              <Button size="sm" onClick={() => saveBlob(new Blob([p.exported], { type: 'text/plain' }), 'pattern.rle')}>
                {m.download}
              </Button>
              <CopyButton value={p.exported} />
            </>
          }
        />
      )}
    </div>
  );
}
