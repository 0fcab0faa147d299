import { fromBase64, toBase64 } from '../encoding/base64.ts';
import { EngineError } from '../errors.ts';
import { bytesArg } from './args.ts';
import { getOperation } from './registry.ts';
import type { OpArg, OpArgs, OpArgValue, Operation, RecipeStep } from './types.ts';

/** A parsed step: the operation and every argument filled in (defaults for those the text left out). */
export interface ParsedStep {
  readonly op: string;
  readonly args: OpArgs;
}

const ID = /[a-z0-9-]/;
const SEPARATOR = /[\s,]/;
// Characters a value may hold as they are; everything else is percent-encoded (UTF-8).
const PLAIN = /^[A-Za-z0-9\-_.~!*':@;$/?]$/;

function recipeError(message: string, position: number, extra: Record<string, string | number> = {}): EngineError {
  return new EngineError('INVALID_RECIPE', `${message} at position ${position}`, { position, ...extra });
}

function argError(step: number, argument: string, reason: string, position: number, detail = ''): EngineError {
  return new EngineError('INVALID_ARGUMENT', `Step ${step}: argument ${argument} ${detail || reason}`, {
    step,
    argument,
    reason,
    position,
  });
}

/** Reads one argument's text as its kind; throws INVALID_ARGUMENT naming the step and argument. */
function readValue(arg: OpArg, text: string, step: number, position: number): OpArgValue {
  switch (arg.kind) {
    case 'number': {
      if (!/^-?\d+$/.test(text)) throw argError(step, arg.id, 'number', position, 'must be a whole number');
      const n = Number(text);
      if ((arg.min !== undefined && n < arg.min) || (arg.max !== undefined && n > arg.max))
        throw argError(step, arg.id, 'range', position, `must be from ${arg.min} to ${arg.max}`);
      return n;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false')
        throw argError(step, arg.id, 'boolean', position, 'must be true or false');
      return text === 'true';
    case 'choice':
      if (!arg.choices?.includes(text))
        throw argError(step, arg.id, 'choice', position, `must be one of ${arg.choices?.join(', ')}`);
      return text;
    case 'bytes':
      try {
        bytesArg(text);
      } catch (e) {
        throw argError(step, arg.id, 'bytes', position, `is not valid: ${(e as Error).message}`);
      }
      return text;
    default:
      return text;
  }
}

function withDefaults(operation: Operation, given: Map<string, OpArgValue>): OpArgs {
  const out: Record<string, OpArgValue> = {};
  for (const a of operation.args) out[a.id] = given.get(a.id) ?? a.default;
  return out;
}

function decodeValue(raw: string, position: number): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw recipeError('Bad percent-encoding in a value', position);
  }
}

/**
 * Reads a recipe's text: steps separated by spaces or commas, each `id` or `id(name=value,name=value)`,
 * values percent-encoded where needed (decision 0173). Every argument comes back filled in.
 *
 * @throws EngineError INVALID_RECIPE (params position, from 1) for text that is not a recipe,
 *   UNKNOWN_OPERATION (params id, position), INVALID_ARGUMENT (params step, argument, reason: unknown,
 *   repeated, number, range, boolean, choice, bytes; position).
 * @example parseRecipe('from-base64 gunzip')[1] // { op: 'gunzip', args: {} }
 * @example parseRecipe('to-hex(upper=true)')[0]?.args.upper // true
 * @example parseRecipe('sha256(') // throws EngineError INVALID_RECIPE
 */
export function parseRecipe(text: string): ParsedStep[] {
  if (typeof text !== 'string') throw new TypeError('parseRecipe: text must be a string');
  const steps: ParsedStep[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (SEPARATOR.test(text[i] as string)) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && ID.test(text[i] as string)) i++;
    if (i === start) throw recipeError(`Unexpected ${JSON.stringify(text[i])}`, i + 1, { char: text[i] as string });
    const id = text.slice(start, i);
    const operation = getOperation(id);
    if (!operation)
      throw new EngineError('UNKNOWN_OPERATION', `Unknown operation ${JSON.stringify(id)} at position ${start + 1}`, {
        id,
        position: start + 1,
      });
    const step = steps.length + 1;
    const given = new Map<string, OpArgValue>();
    if (text[i] === '(') {
      i++;
      while (true) {
        while (i < n && /\s/.test(text[i] as string)) i++;
        if (text[i] === ')') {
          i++;
          break;
        }
        const nameAt = i;
        while (i < n && ID.test(text[i] as string)) i++;
        const name = text.slice(nameAt, i);
        if (!name || text[i] !== '=')
          throw recipeError(i >= n ? 'The recipe ends inside a step' : 'Expected name=value', i + 1);
        i++;
        const valueAt = i;
        while (i < n && !/[,)\s(]/.test(text[i] as string)) i++;
        if (i >= n) throw recipeError('The recipe ends inside a step', i + 1);
        if (text[i] === '(' || /\s/.test(text[i] as string)) throw recipeError('Expected , or )', i + 1);
        const arg = operation.args.find((a) => a.id === name);
        if (!arg) throw argError(step, name, 'unknown', nameAt + 1, `is not an argument of ${id}`);
        if (given.has(name)) throw argError(step, name, 'repeated', nameAt + 1, 'is given twice');
        given.set(name, readValue(arg, decodeValue(text.slice(valueAt, i), valueAt + 1), step, valueAt + 1));
        if (text[i] === ',') i++;
      }
    }
    if (i < n && !SEPARATOR.test(text[i] as string)) throw recipeError('Expected a space or a comma', i + 1);
    steps.push({ op: id, args: withDefaults(operation, given) });
  }
  return steps;
}

function encodeValue(value: OpArgValue): string {
  let out = '';
  for (const ch of String(value)) out += PLAIN.test(ch) ? ch : encodeURIComponent(ch).replace(/[!'()*]/g, escapeMore);
  return out;
}

const escapeMore = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * Writes a recipe's canonical text: each id, then only the arguments that differ from their default, in
 * the operation's order, joined by commas with no spaces; `parseRecipe` reads it back to the same steps.
 *
 * @throws EngineError UNKNOWN_OPERATION and INVALID_ARGUMENT as {@link parseRecipe} does.
 * @example formatRecipe([{ op: 'from-base64' }, { op: 'to-hex', args: { upper: true } }]) // 'from-base64,to-hex(upper=true)'
 * @example formatRecipe([{ op: 'hmac', args: { key: 'a b' } }]) // 'hmac(key=a%20b)'
 */
export function formatRecipe(steps: readonly RecipeStep[]): string {
  return steps
    .map((s, index) => {
      const operation = getOperation(s.op);
      if (!operation)
        throw new EngineError('UNKNOWN_OPERATION', `Unknown operation ${JSON.stringify(s.op)}`, {
          id: s.op,
          position: 0,
        });
      const args = s.args ?? {};
      for (const name of Object.keys(args))
        if (!operation.args.some((a) => a.id === name))
          throw argError(index + 1, name, 'unknown', 0, `is not an argument of ${s.op}`);
      const written = operation.args
        .filter((a) => args[a.id] !== undefined && args[a.id] !== a.default)
        .map((a) => {
          const value = args[a.id] as OpArgValue;
          readValue(a, String(value), index + 1, 0);
          return `${a.id}=${encodeValue(value)}`;
        });
      return written.length ? `${s.op}(${written.join(',')})` : s.op;
    })
    .join(',');
}

/** What a recipe link carries: the recipe's text and, when it was asked for, the input. */
export interface RecipeLink {
  readonly recipe: string;
  readonly input?: Uint8Array | undefined;
}

/**
 * The site's link to a recipe: `<origin>/<lang>/recipe#<recipe>`, with `&input=<base64url>` when an input
 * is given. All of it is in the fragment, so neither the recipe nor the input reaches a server.
 *
 * @throws TypeError for an origin that is not an http(s) URL; EngineError as {@link formatRecipe}.
 * @example recipeLink('https://example.org', 'en', [{ op: 'from-base64' }, { op: 'gunzip' }]) // 'https://example.org/en/recipe#from-base64,gunzip'
 * @example recipeLink('https://example.org', 'en', [{ op: 'sha256' }], new TextEncoder().encode('hi')) // 'https://example.org/en/recipe#sha256&input=aGk'
 */
export function recipeLink(origin: string, lang: string, steps: readonly RecipeStep[], input?: Uint8Array): string {
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    throw new TypeError(`recipeLink: origin ${JSON.stringify(origin)} is not a URL`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new TypeError(`recipeLink: origin ${JSON.stringify(origin)} is not http(s)`);
  if (!/^[a-z]{2}(-[a-z]+)?$/i.test(lang)) throw new TypeError(`recipeLink: ${JSON.stringify(lang)} is not a language`);
  const fragment = formatRecipe(steps) + (input ? `&input=${toBase64(input, { variant: 'url', pad: false })}` : '');
  return `${base.origin}/${lang}/recipe#${fragment}`;
}

/**
 * Reads a recipe link made by {@link recipeLink} (or just its fragment, or a recipe's text alone): the
 * recipe's text and the input if the link carries one.
 *
 * @throws EngineError INVALID_RECIPE for an `input` that is not base64url (params position).
 * @example readRecipeLink('https://example.org/en/recipe#sha256&input=aGk').recipe // 'sha256'
 */
export function readRecipeLink(link: string): RecipeLink {
  const hash = link.indexOf('#');
  const fragment = hash >= 0 ? link.slice(hash + 1) : link;
  const [recipe = '', ...rest] = fragment.split('&');
  let input: Uint8Array | undefined;
  let at = (hash >= 0 ? hash + 1 : 0) + recipe.length + 1;
  for (const part of rest) {
    if (part.startsWith('input=')) {
      try {
        input = fromBase64(part.slice(6), { strict: false });
      } catch {
        throw recipeError('The input in the link is not base64url', at + 6);
      }
    }
    at += part.length + 1;
  }
  return { recipe, input };
}
