import {
  CLASSIC_PATTERNS,
  type ClassicPattern,
  formatRule,
  type LifePattern,
  type LifeRule,
  NAMED_RULES,
  parseRle,
  parseRule,
  toRle,
} from '@tinkerbox/engine/games';
import { useMemo, useState } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { gamesMessages } from './games.messages.ts';
import { LifeCanvas, LifeRle, LifeSettings, LifeToolbar, type RuleKey, type Size } from './life.parts.tsx';
import { useLifeBoard } from './use-life-board.ts';

const SPEEDS = [1, 2, 5, 10, 20, 30, 60, 0] as const; // 0 = as fast as possible

/** /life: the engine's bit-sliced stepper on a canvas, with drawing, zoom, pan, rules and RLE. */
export function LifeTool() {
  const m = useMessages(gamesMessages).life;
  const { locale } = useLocale();
  const [size, setSize] = useKeptState<Size>('life:size', '128x96');
  const [ruleKey, setRuleKey] = useKeptState<RuleKey>('life:rule', 'conway');
  const [customRule, setCustomRule] = useKeptState('life:customRule', 'B3/S23');
  const [wrap, setWrap] = useKeptState('life:wrap', true);
  const [speedIndex, setSpeedIndex] = useKeptState('life:speed', 4);
  const [tool, setTool] = useState<'draw' | 'pan'>('draw');
  const [playing, setPlaying] = useState(false);
  const [pattern, setPattern] = useState<ClassicPattern>('gosperGliderGun');
  const [rleIn, setRleIn] = useKeptState('life:rle', '');
  const [rleError, setRleError] = useState<string | null>(null);
  const [rleNote, setRleNote] = useState<string | null>(null);
  const [exported, setExported] = useState('');

  const rule = useMemo(
    () => attempt<LifeRule>(() => parseRule(ruleKey === 'custom' ? customRule : NAMED_RULES[ruleKey]), locale),
    [ruleKey, customRule, locale],
  );
  const [width, height] = size.split('x').map(Number) as [number, number];
  const speed = SPEEDS[speedIndex] ?? 20;
  const { canvas, counters, input, actions } = useLifeBoard({
    width,
    height,
    wrap,
    rule: rule.value,
    speed,
    playing,
    setPlaying,
    tool,
  });

  /** Places a pattern and takes its rule; says so beside the RLE field when it does not fit. */
  const load = (p: LifePattern): boolean => {
    const r = actions.load(p);
    if (!r.fits) {
      setRleError(fmt(m.tooBig, { w: p.width, h: p.height, bw: r.width, bh: r.height }));
      return false;
    }
    if (p.rule) {
      const named = (Object.keys(NAMED_RULES) as (keyof typeof NAMED_RULES)[]).find((k) => NAMED_RULES[k] === p.rule);
      setRuleKey(named ?? 'custom');
      if (!named) setCustomRule(p.rule);
    }
    return true;
  };

  const importRle = () => {
    setRleNote(null);
    const p = attempt(() => parseRle(rleIn), locale);
    setRleError(p.error);
    if (p.ok && load(p.value)) setRleNote(fmt(m.imported, { n: p.value.cells.length }));
  };

  const exportRle = () => {
    const p = actions.pattern();
    const r = actions.rule();
    if (p && r) setExported(toRle(p, formatRule(r)));
  };

  return (
    <div className="flex flex-col gap-4">
      <LifeToolbar
        playing={playing}
        onPlay={() => setPlaying((p) => !p)}
        onStep={() => actions.step(1)}
        onClear={actions.clear}
        onRandom={actions.randomize}
        speedIndex={speedIndex}
        speeds={SPEEDS.length}
        speedText={speed === 0 ? m.speedMax : fmt(m.speedValue, { n: speed })}
        onSpeed={setSpeedIndex}
        tool={tool}
        onTool={setTool}
        onZoom={(f) => actions.zoom(f)}
        onFit={actions.fit}
        counters={counters}
      />
      <LifeCanvas canvas={canvas} tool={tool} input={input} />
      <div className="grid gap-4 md:grid-cols-2">
        <LifeSettings
          size={size}
          onSize={setSize}
          wrap={wrap}
          onWrap={setWrap}
          ruleKey={ruleKey}
          onRuleKey={setRuleKey}
          customRule={customRule}
          onCustomRule={setCustomRule}
          ruleError={rule.error}
          pattern={pattern}
          onPattern={setPattern}
          onPlace={() => load(parseRle(CLASSIC_PATTERNS[pattern]))}
        />
        <LifeRle
          value={rleIn}
          onChange={setRleIn}
          error={rleError}
          note={rleNote}
          onImport={importRle}
          onExport={exportRle}
          exported={exported}
        />
      </div>
    </div>
  );
}
