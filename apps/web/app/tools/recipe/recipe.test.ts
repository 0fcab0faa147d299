import { listOperations, readRecipeLink, recipeLink } from '@tinkerbox/engine/ops';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { opNames } from './ops.names.ts';
import {
  checkSteps,
  deleteRecipe,
  moveStep,
  newStep,
  openFragment,
  readSaved,
  recipeFragment,
  saveRecipe,
  searchOperations,
  showBytes,
  stepsFromRecipe,
} from './recipe.logic.ts';
import { recipeMessages } from './recipe.messages.ts';
import { runRecipeJob } from './recipe.run.ts';

const utf8 = new TextEncoder();
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const noCtx = () => ({ emit: () => {}, signal: new AbortController().signal, transferResult: () => {} });

describe('recipe', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of Object.entries(recipeMessages[locale]))
        for (const words of typeof value === 'string' ? [value] : Object.values(value))
          expect(words.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('names every operation of the registry and labels every argument, in every language', () => {
    for (const locale of LOCALES) {
      const names = opNames(locale);
      for (const op of listOperations()) {
        expect(names[op.id]?.name.trim() ?? '', `${locale}: a name for ${op.id}`).not.toBe('');
        for (const a of op.args)
          expect(names[op.id]?.args[a.id]?.trim() ?? '', `${locale}: a label for ${op.id}'s ${a.id}`).not.toBe('');
      }
    }
  });

  it('writes the link fragment exactly as the CLI’s link does (recipeLink), input as base64url without padding', () => {
    const steps = stepsFromRecipe('from-base64 to-hex(upper=true,delimiter=space) hmac(key=a%20b)');
    const checked = checkSteps(steps);
    expect(checked).toEqual({ ok: true, recipe: 'from-base64,to-hex(upper=true,delimiter=space),hmac(key=a%20b)' });
    const input = utf8.encode('hi there');
    const cli = recipeLink(
      'https://example.org',
      'en',
      [
        { op: 'from-base64' },
        { op: 'to-hex', args: { upper: true, delimiter: 'space' } },
        { op: 'hmac', args: { key: 'a b' } },
      ],
      input,
    );
    const recipe = checked.ok ? checked.recipe : '';
    // base64url of "hi there" (Python: base64.urlsafe_b64encode(b'hi there') == b'aGkgdGhlcmU=')
    expect(recipeFragment(recipe, input)).toBe(
      'from-base64,to-hex(upper=true,delimiter=space),hmac(key=a%20b)&input=aGkgdGhlcmU',
    );
    expect(cli.slice(cli.indexOf('#') + 1)).toBe(recipeFragment(recipe, input));
  });

  it('opens a link made by the CLI: the same steps and input, written back to the same fragment', () => {
    const link = 'https://example.org/zh-hans/recipe#from-base64,gunzip,json-beautify(indent=4)&input=aGk';
    const opened = openFragment(link.slice(link.indexOf('#')));
    expect(opened?.steps.map((s) => s.op)).toEqual(['from-base64', 'gunzip', 'json-beautify']);
    expect(opened?.steps[2]?.values.indent).toBe('4');
    expect(text(opened?.input ?? new Uint8Array())).toBe('hi');
    const again = checkSteps(opened?.steps ?? []);
    expect(again.ok && recipeFragment(again.recipe, opened?.input)).toBe(link.slice(link.indexOf('#') + 1));
    expect(readRecipeLink(link).recipe).toBe(again.ok ? again.recipe : '');
    expect(openFragment('#')).toBeNull();
    expect(() => openFragment('#no-such-op')).toThrow(expect.objectContaining({ code: 'UNKNOWN_OPERATION' }));
  });

  it('says which argument of which step is bad, with the engine’s code', () => {
    const steps = stepsFromRecipe('to-hex gzip');
    const bad = steps.map((s, i) => (i === 1 ? { ...s, values: { ...s.values, level: '12' } } : s));
    const checked = checkSteps(bad);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect([checked.step, checked.argument, checked.error.code]).toEqual([1, 'level', 'INVALID_ARGUMENT']);
      expect(checked.error.params.reason).toBe('range');
    }
    const notNumber = steps.map((s, i) => (i === 1 ? { ...s, values: { level: 'x' } } : s));
    expect(checkSteps(notNumber)).toMatchObject({ ok: false, step: 1, argument: 'level' });
  });

  it('moves a step up and down and leaves the steps alone for an index out of range', () => {
    expect(moveStep(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveStep(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('searches operations by the visitor’s name and by id, exact and prefix matches first', () => {
    const ops = listOperations();
    const ids = (locale: (typeof LOCALES)[number], q: string) =>
      searchOperations(ops, opNames(locale), q).map((o) => o.id);
    expect(ids('en_US', 'sha256')[0]).toBe('sha256');
    expect(ids('en_US', 'from base64')).toEqual(['from-base64', 'from-base64url']);
    expect(ids('zh_Hans_CN', '解压')).toEqual(['gunzip', 'zlib-inflate', 'raw-inflate']);
    expect(ids('zh_Hant_HK', '解壓')).toEqual(['gunzip', 'zlib-inflate', 'raw-inflate']);
    expect(ids('zh_Hant_HK', 'gunzip')).toEqual(['gunzip']);
    expect(ids('en_US', '')).toHaveLength(ops.length);
  });

  it('keeps saved recipes by name: save replaces, delete removes, anything else in storage reads as none', () => {
    let list = saveRecipe([], { name: ' b ', recipe: 'sha256' });
    list = saveRecipe(list, { name: 'a', recipe: 'to-hex' });
    list = saveRecipe(list, { name: 'b', recipe: 'md5' });
    expect(list).toEqual([
      { name: 'a', recipe: 'to-hex' },
      { name: 'b', recipe: 'md5' },
    ]);
    expect(deleteRecipe(list, 'a')).toEqual([{ name: 'b', recipe: 'md5' }]);
    expect(readSaved(JSON.stringify(list))).toEqual(list);
    expect(readSaved('{')).toEqual([]);
    expect(readSaved('[{"name":1}]')).toEqual([]);
  });

  it('shows UTF-8 as text, other bytes as hex, and a preview cut inside a character as text', () => {
    expect(showBytes(utf8.encode('héllo'))).toEqual({ kind: 'text', text: 'héllo' });
    expect(showBytes(Uint8Array.of(0xff, 0x00, 0x1f))).toEqual({ kind: 'hex', text: 'ff 00 1f' });
    // "é" is C3 A9: a preview ending after C3 is still text when it is the start of something longer
    expect(showBytes(Uint8Array.of(0x68, 0xc3), true)).toEqual({ kind: 'text', text: 'h' });
    expect(showBytes(Uint8Array.of(0x68, 0xc3)).kind).toBe('hex');
  });

  it('gives a new step its defaults, numbers as their field holds them', () => {
    const gzip = listOperations().find((o) => o.id === 'gzip');
    expect(gzip && newStep(gzip).values).toEqual({ level: '6' });
  });
});

describe('the recipe worker’s runs', () => {
  // Vectors: SHA-256("abc") from FIPS 180-2 appendix B.1; base64 "aGVsbG8=" is "hello" (RFC 4648 alphabet;
  // Python: base64.b64encode(b'hello')).
  const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

  it('runs typed input step by step, each step’s output kept', async () => {
    const r = await runRecipeJob(
      { recipe: 'from-hex,sha256', input: { kind: 'bytes', bytes: utf8.encode('616263') } },
      noCtx(),
    );
    expect(r.mode).toBe('memory');
    expect(text(r.steps[0]?.preview ?? new Uint8Array())).toBe('abc');
    expect(text(r.output as Uint8Array)).toBe(ABC_SHA256);
  });

  it('runs convert-chinese with the converter it fetches itself (OpenCC s2t: 汉字 → 漢字, 后 → 後)', async () => {
    const r = await runRecipeJob(
      { recipe: 'convert-chinese(conversion=s2t)', input: { kind: 'bytes', bytes: utf8.encode('汉字之后') } },
      noCtx(),
    );
    expect(r.failure).toBeUndefined();
    expect(text(r.output as Uint8Array)).toBe('漢字之後');
  });

  it('stops at the step that fails (step 2 of 3) with the engine’s code, and step 1 keeps its output', async () => {
    for (const input of [
      { kind: 'bytes' as const, bytes: utf8.encode('aGVsbG8=') },
      { kind: 'file' as const, file: new Blob(['aGVsbG8=']) },
    ]) {
      const r = await runRecipeJob({ recipe: 'from-base64,gunzip,sha256', input }, noCtx());
      expect(r.failure?.step).toBe(1);
      expect(r.failure?.error.code).toBe('INVALID_COMPRESSED');
      expect(r.failure?.error.params).toMatchObject({ step: 2, operation: 'gunzip' });
      expect(r.steps).toHaveLength(1);
      expect(text(r.steps[0]?.preview ?? new Uint8Array())).toBe('hello');
      expect(r.output).toBeUndefined();
    }
  });

  it('streams a file through steps that all stream, the output in a Blob, with progress', async () => {
    const events: unknown[] = [];
    const file = new Blob(['61', '62', '63']);
    const r = await runRecipeJob(
      { recipe: 'from-hex,sha256', input: { kind: 'file', file } },
      { ...noCtx(), emit: (e) => events.push(e) },
    );
    expect(r.mode).toBe('stream');
    expect(r.output).toBeInstanceOf(Blob);
    expect(await (r.output as Blob).text()).toBe(ABC_SHA256);
    expect(text(r.steps[0]?.preview ?? new Uint8Array())).toBe('abc');
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e).toEqual({ done: expect.any(Number), total: 6 });
  });

  it('refuses a file past the limit when a step does not stream, naming that step', async () => {
    const mib = new Uint8Array(1024 * 1024);
    const file = new Blob(Array.from({ length: 129 }, () => mib));
    const r = await runRecipeJob({ recipe: 'to-hex,json-minify', input: { kind: 'file', file } }, noCtx());
    expect(r.tooBig).toEqual({ step: 1, limit: 128 * 1024 * 1024 });
    expect(r.steps).toEqual([]);
  });
});
