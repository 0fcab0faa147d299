import { toBase64, toHex } from '@tinkerbox/engine/encoding';
import { buttonClass } from '@tinkerbox/ui';
import { defineMessages } from '../i18n/define.ts';
import { useLocalePath } from '../i18n/locale-path.ts';
import { useMessages } from '../i18n/t.tsx';

// "Continue in a recipe" (issue 41): a tool page hands its input and its settings, as the first step, to
// /recipe. The link is written here by hand rather than by the engine's `recipeLink`, whose `ops` entry
// would put the whole operation registry into every tool page's first load (decision 0179). Each page
// leaves out the arguments that are at their default, so the text is the canonical one `formatRecipe`
// writes; continue-in-recipe.test.ts checks the escaping against the engine's own `formatRecipe`, and each
// family's *.recipe.test.ts runs its handed steps through the engine against the page's own call.

/** One step as a tool hands it over: an operation id and its arguments (bytes as `hex:…`). */
export interface HandedStep {
  readonly op: string;
  readonly args?: Readonly<Record<string, string | number | boolean | undefined>>;
}

/**
 * The input a tool page hands over: bytes, or text, which goes as UTF-8. Text stays a string until the
 * link is followed, so that a page does not encode a paste of megabytes at every keystroke only to find it
 * too big for a link (issue 37: with 5 MB on /encoder, a key's script took 36-54 ms on an idle 2-core
 * machine and 170 ms under a test run's load; 3-17 ms now, with BigTextField's own copy gone too).
 */
export type HandedInput = Uint8Array | string;

/** A recipe as a tool page hands it over: its steps and the input. */
export interface HandedRecipe {
  readonly steps: HandedStep[];
  readonly input: HandedInput;
}

/** The input as bytes: text as UTF-8. */
export const handedBytes = (input: HandedInput): Uint8Array =>
  typeof input === 'string' ? new TextEncoder().encode(input) : input;

/**
 * Whether the input fits in a link of at most `limit` bytes of input, without encoding it: a UTF-16 unit
 * takes 1 to 3 bytes of UTF-8 (a pair of surrogates 4, a lone one U+FFFD's 3), so only a text between a
 * third of the limit and the limit is walked, and no further than the limit.
 */
export function fitsInLink(input: HandedInput, limit: number): boolean {
  if (typeof input !== 'string') return input.length <= limit;
  if (input.length > limit) return false;
  if (input.length * 3 <= limit) return true;
  let bytes = 0;
  for (let i = 0; i < input.length && bytes <= limit; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes <= limit;
}

/** A setting as an argument: undefined (left out of the canonical text) when it is the operation's default. */
export const unlessDefault = <T,>(value: T | undefined, dflt: T): T | undefined => (value === dflt ? undefined : value);

/** An operation or argument name. */
const NAME = /^[a-z0-9-]+$/;
/** What a value may hold unescaped: the engine's recipe text (ops/recipe.ts) writes the rest percent-encoded. */
const PLAIN = /^[A-Za-z0-9\-_.~!*':@;$/?]$/;
const escapeMore = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/** A value as the recipe text writes it: percent-encoded (UTF-8) outside PLAIN, as the engine's formatRecipe. */
function encodeValue(value: string | number | boolean): string {
  let out = '';
  for (const ch of String(value)) out += PLAIN.test(ch) ? ch : encodeURIComponent(ch).replace(/[!'()*]/g, escapeMore);
  return out;
}

/** An algorithm's operation id (the engine's `hashOpId`): lower case, `/` as `-`. */
export const hashOp = (algorithm: string) => algorithm.toLowerCase().replaceAll('/', '-');

/** A bytes argument as the recipe text writes it. */
export const hexArg = (bytes: Uint8Array) => `hex:${toHex(bytes)}`;

/**
 * Text typed by a visitor (a passphrase, a salt) as a bytes argument: its UTF-8 as is, or after `utf8:`
 * when it would otherwise read as `hex:…`, `base64:…` or `utf8:…` (the engine's `bytesArg`); undefined
 * when empty (the arguments' default).
 */
export const textArg = (text: string) =>
  text === '' ? undefined : /^(hex|base64|utf8):/.test(text) ? `utf8:${text}` : text;

/**
 * The fragment of /recipe's link: `<steps>` and `&input=<base64url>` when there is an input.
 * @throws TypeError for an operation or argument name that is not one (a tool's mistake, not a visitor's)
 */
export function recipeFragment(steps: readonly HandedStep[], input?: HandedInput | null): string {
  const step = ({ op, args = {} }: HandedStep) => {
    const set = Object.entries(args).filter((e): e is [string, string | number | boolean] => e[1] !== undefined);
    for (const name of [op, ...set.map(([k]) => k)])
      if (!NAME.test(name)) throw new TypeError(`${JSON.stringify(name)} is not an operation or argument name`);
    return set.length ? `${op}(${set.map(([k, v]) => `${k}=${encodeValue(v)}`).join(',')})` : op;
  };
  const text = steps.map(step).join(',');
  return input && input.length > 0
    ? `${text}&input=${toBase64(handedBytes(input), { variant: 'url', pad: false })}`
    : text;
}

const messages = defineMessages(
  {
    label: 'Continue in a recipe',
    labelQuery: 'Continue with the query in a recipe',
    hint: 'Opens the recipe page with this input, and this page’s work with these settings as its first steps, to chain more operations.',
    tooBig:
      'Opens the recipe page with this page’s work as its first steps; the input is too large for a link: paste it or open it there.',
  },
  {
    zh_Hans_CN: {
      label: '在配方中继续',
      labelQuery: '在配方中继续此查询',
      hint: '打开配方页面，带上此输入，并以本页按当前设置所做的处理作为开头的步骤，可继续串联更多操作。',
      tooBig: '打开配方页面，以本页所做的处理作为开头的步骤；输入太大，无法放进链接，请在那里粘贴或打开。',
    },
    zh_Hant_HK: {
      label: '在配方中繼續',
      labelQuery: '在配方中繼續此查詢',
      hint: '開啟配方頁面，帶上此輸入，並以本頁按目前設定所做的處理作為開頭的步驟，可繼續串連更多操作。',
      tooBig: '開啟配方頁面，以本頁所做的處理作為開頭的步驟；輸入太大，無法放進連結，請在那裡貼上或開啟。',
    },
  },
);

/** The most input a link carries (a URL of a few hundred kilobytes opens everywhere); past it, none. */
export const LINK_INPUT_LIMIT = 256 * 1024;

/**
 * The link to /recipe with `steps` and `input` (nothing while the tool's settings make no recipe). The
 * input is encoded into the link when it is followed, not at every keystroke; an input past
 * LINK_INPUT_LIMIT stays behind, and the hint says so.
 */
export function ContinueInRecipe({
  steps,
  input,
  of,
}: {
  steps: readonly HandedStep[] | null;
  input?: HandedInput | null;
  /** A second link on a page that hands over a part of its work (the JSONPath query on /jsonformat). */
  of?: 'query';
}) {
  const m = useMessages(messages);
  const to = useLocalePath();
  if (!steps) return null;
  const carried = input && fitsInLink(input, LINK_INPUT_LIMIT) ? input : null;
  // every value is escaped; only a name that is not one throws: the tool's mistake, for its error boundary
  const base = `${to('/recipe')}#${recipeFragment(steps)}`;
  return (
    <div className="mt-3 flex flex-col gap-1">
      <a
        className={buttonClass({ className: 'self-start' })}
        href={base}
        onClick={(e) => {
          if (carried) e.currentTarget.href = `${to('/recipe')}#${recipeFragment(steps, carried)}`;
        }}
        data-testid={of ? `continue-in-recipe-${of}` : 'continue-in-recipe'}
      >
        {of ? m.labelQuery : m.label}
      </a>
      <p className="text-xs text-slate-500">{input && !carried ? m.tooBig : m.hint}</p>
    </div>
  );
}
