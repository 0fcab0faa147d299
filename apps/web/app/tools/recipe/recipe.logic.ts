import { type EngineError, isEngineError } from '@tinkerbox/engine';
import {
  formatRecipe,
  getOperation,
  type OpArgValue,
  type Operation,
  parseRecipe,
  readRecipeLink,
  recipeLink,
} from '@tinkerbox/engine/ops';
import type { OpNames } from './ops.names.ts';

// The recipe page's pure parts: the steps as the page holds them, the recipe text and the link's
// fragment (the same text and `&input=` as the CLI's `link`, decision 0173), the search of operations,
// the saved recipes and how an output is shown.

/** A step as the page holds it: a number field's text is kept as typed, so a bad number can be said. */
export interface StepState {
  /** Stable across reorders (React's key, the drag's id). */
  readonly key: number;
  readonly op: string;
  readonly values: Readonly<Record<string, string | boolean>>;
  /** The visitor asked to see this step's output. */
  readonly show: boolean;
}

let nextKey = 1;

/** A new step of `op` with its defaults (numbers as text, as their field holds them). */
export function newStep(operation: Operation, values: Record<string, OpArgValue> = {}): StepState {
  const filled: Record<string, string | boolean> = {};
  for (const a of operation.args) {
    const v = values[a.id] ?? a.default;
    filled[a.id] = typeof v === 'boolean' ? v : String(v);
  }
  return { key: nextKey++, op: operation.id, values: filled, show: false };
}

/** What the steps make: the recipe's canonical text, or the first bad argument (step from 0). */
export type Checked = { ok: true; recipe: string } | { ok: false; step: number; argument: string; error: EngineError };

/**
 * The canonical recipe text of the steps (`formatRecipe`: defaults left out), or the first argument the
 * engine refuses, with its step and argument, to be said beside that field.
 * @example checkSteps([newStep(getOperation('to-hex')!, { upper: true })]) // { ok: true, recipe: 'to-hex(upper=true)' }
 */
export function checkSteps(steps: readonly StepState[]): Checked {
  const recipeSteps = steps.map((s) => {
    const operation = getOperation(s.op);
    const args: Record<string, OpArgValue> = {};
    for (const a of operation?.args ?? []) {
      const v = s.values[a.id];
      if (v === undefined) continue;
      args[a.id] = a.kind === 'number' && typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
    }
    return { op: s.op, args };
  });
  try {
    return { ok: true, recipe: formatRecipe(recipeSteps) };
  } catch (e) {
    if (!isEngineError(e) || e.code !== 'INVALID_ARGUMENT') throw e;
    return { ok: false, step: Number(e.params.step) - 1, argument: String(e.params.argument), error: e };
  }
}

/**
 * The steps of a recipe's text, each with every argument filled in.
 * @throws EngineError INVALID_RECIPE, UNKNOWN_OPERATION, INVALID_ARGUMENT (parseRecipe's).
 */
export function stepsFromRecipe(text: string): StepState[] {
  return parseRecipe(text).map((s) => newStep(getOperation(s.op) as Operation, { ...s.args }));
}

/**
 * The fragment of a recipe link as the CLI's `link` writes it: the recipe, then `&input=` and the input
 * as base64url without padding when it is to go in the link.
 * @example recipeFragment('sha256', new TextEncoder().encode('hi')) // 'sha256&input=aGk'
 */
export function recipeFragment(recipe: string, input?: Uint8Array): string {
  if (!input) return recipe;
  // the CLI's own writer (any origin: only the fragment is kept)
  const link = recipeLink('http://localhost', 'en', parseRecipe(recipe), input);
  return link.slice(link.indexOf('#') + 1);
}

/** What a link's fragment opens: the steps and the input if it carries one. */
export interface OpenedLink {
  readonly steps: StepState[];
  readonly input: Uint8Array | undefined;
}

/**
 * Reads a page's fragment (`#from-base64,gunzip&input=…`); an empty fragment opens nothing (null).
 * @throws EngineError as parseRecipe and readRecipeLink do, for a link that is not a recipe.
 */
export function openFragment(hash: string): OpenedLink | null {
  const fragment = hash.replace(/^#/, '');
  if (!fragment) return null;
  const { recipe, input } = readRecipeLink(`#${fragment}`);
  return { steps: stepsFromRecipe(recipe), input };
}

/** Moves the step at `from` to `to` (both from 0); an index out of range leaves the steps as they are. */
export function moveStep<T>(steps: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= steps.length || to >= steps.length) return [...steps];
  const out = [...steps];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/**
 * The operations whose name in the visitor's language or whose id holds every word of the query
 * (case-insensitive), those whose name or id starts with the query first; all of them for an empty query.
 * @example searchOperations(listOperations(), names, 'base64').map((o) => o.id)[0] // 'to-base64'
 */
export function searchOperations(
  operations: readonly Operation[],
  names: Readonly<Record<string, OpNames>>,
  query: string,
): Operation[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...operations];
  const q = words.join(' ');
  const scored: { op: Operation; score: number }[] = [];
  for (const op of operations) {
    const name = (names[op.id]?.name ?? op.id).toLowerCase();
    const hay = `${name} ${op.id}`;
    if (!words.every((w) => hay.includes(w))) continue;
    const score = op.id === q || name === q ? 0 : op.id.startsWith(q) || name.startsWith(q) ? 1 : 2;
    scored.push({ op, score });
  }
  return scored.sort((a, b) => a.score - b.score).map((s) => s.op);
}

/** A recipe the visitor saved in this browser. */
export interface SavedRecipe {
  readonly name: string;
  readonly recipe: string;
}

/** The saved recipes with `entry` added, replacing one of the same name (names are trimmed), sorted by name. */
export function saveRecipe(list: readonly SavedRecipe[], entry: SavedRecipe): SavedRecipe[] {
  const name = entry.name.trim();
  return [...list.filter((r) => r.name !== name), { name, recipe: entry.recipe }].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

/** The saved recipes without the one of this name. */
export function deleteRecipe(list: readonly SavedRecipe[], name: string): SavedRecipe[] {
  return list.filter((r) => r.name !== name);
}

/** The saved recipes as localStorage holds them; anything that is not such a list reads as none. */
export function readSaved(json: string | null): SavedRecipe[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    if (!Array.isArray(v)) return [];
    return v.filter(
      (r): r is SavedRecipe =>
        typeof r === 'object' && r !== null && typeof r.name === 'string' && typeof r.recipe === 'string',
    );
  } catch {
    return [];
  }
}

/** Bytes as the page shows them: UTF-8 text when they are, else hex pairs separated by spaces. */
export type Shown = { kind: 'text'; text: string } | { kind: 'hex'; text: string };

/**
 * How bytes are shown: as text when they are strict UTF-8 (a preview cut inside a character still
 * counts: `cut` says the bytes are the start of something longer), else as hex.
 * @example showBytes(Uint8Array.of(0x68, 0x69)) // { kind: 'text', text: 'hi' }
 * @example showBytes(Uint8Array.of(0xff, 0x00)) // { kind: 'hex', text: 'ff 00' }
 */
export function showBytes(bytes: Uint8Array, cut = false): Shown {
  try {
    // a decoder of its own: one in streaming mode keeps a cut character for its next call
    return {
      kind: 'text',
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes, { stream: cut }),
    };
  } catch {
    let text = '';
    for (let i = 0; i < bytes.length; i++)
      text += `${i ? ' ' : ''}${(bytes[i] as number).toString(16).padStart(2, '0')}`;
    return { kind: 'hex', text };
  }
}
