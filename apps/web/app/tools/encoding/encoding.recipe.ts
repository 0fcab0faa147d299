import { detectHexDump } from '@tinkerbox/engine/encoding';
import type { HandedRecipe, HandedStep } from '../../shell/continue-in-recipe.tsx';
import type { RadixJob } from './codecs.ops.ts';
import type { CodecJob } from './encoding.ops.ts';

// "Continue in a recipe" for the encoding family: the page's own job as the recipe's first step and its
// input, or null where no operation does what the page does (another charset than UTF-8, a hex dump, a
// Base58Check, a custom alphabet...): no link rather than a wrong one. Arguments at their operation's
// default are left out (the canonical text). encoding.recipe.test.ts runs each through the engine's
// operations against the page's runJob.

const one = (op: string, input: string, args?: HandedStep['args']): HandedRecipe => ({
  steps: [args ? { op, args } : { op }],
  input,
});

function radixRecipe(job: RadixJob): HandedRecipe | null {
  const { o } = job;
  const encode = job.op === 'radix.encode';
  if (o.codec !== 'punycode' && job.charset !== 'utf-8') return null;
  if (encode && job.inputAs !== 'text') return null;
  switch (o.codec) {
    case 'base32': {
      // Crockford's check symbol and a custom alphabet have no argument
      if (o.variant === 'custom' || (o.variant === 'crockford' && o.flag)) return null;
      const variant = o.variant === 'rfc4648' ? undefined : o.variant;
      return encode
        ? one('to-base32', job.input, { variant, pad: o.pad || o.variant === 'crockford' ? undefined : false })
        : one('from-base32', job.input, { variant });
    }
    case 'base58': {
      if (o.variant === 'check' || o.variant === 'rippleCheck') return null;
      const alphabet = o.variant === 'base58' ? undefined : o.variant;
      return one(encode ? 'to-base58' : 'from-base58', job.input, { alphabet });
    }
    case 'base85':
      // Ascii85 as the operation writes it has Adobe's <~ ~>; without them there is no argument
      if (encode && o.variant === 'ascii85' && !o.pad) return null;
      return one(encode ? 'to-base85' : 'from-base85', job.input, {
        variant: o.variant === 'ascii85' ? undefined : o.variant,
      });
    case 'qp':
      // the operation writes CRLF line ends and text mode
      if (encode && (o.variant !== 'crlf' || o.flag)) return null;
      return one(encode ? 'to-quoted-printable' : 'from-quoted-printable', job.input);
    default:
      // a whole domain (IDNA, line by line) is more than the bare label codec the operations are
      if (o.variant !== 'label' || /[\r\n]/.test(job.input)) return null;
      return one(encode ? 'to-punycode' : 'from-punycode', job.input.trim());
  }
}

/**
 * The page's job as a recipe: the operation and arguments that give the same output, and the input as
 * UTF-8; null when no operation says what the page does.
 */
export function codecRecipe(job: CodecJob | null): HandedRecipe | null {
  if (!job) return null;
  switch (job.op) {
    case 'base64.encode': {
      if (job.charset !== 'utf-8') return null;
      const { variant, pad, lineLength } = job.options;
      const url = variant === 'url';
      const padArg = url ? (pad === false ? undefined : true) : pad === false ? false : undefined;
      return one(url ? 'to-base64url' : 'to-base64', job.input, {
        pad: padArg,
        'line-length': lineLength || undefined,
      });
    }
    case 'base64.decode':
      if (job.charset !== 'utf-8') return null;
      return one('from-base64', job.input, { strict: job.strict || undefined });
    case 'hex.encode':
      if (job.charset !== 'utf-8' || job.dump || job.bytesPerLine) return null;
      return one('to-hex', job.input, {
        upper: job.upper || undefined,
        delimiter: job.delimiter === 'none' ? undefined : job.delimiter,
      });
    case 'hex.decode':
      if (job.charset !== 'utf-8' || detectHexDump(job.input)) return null;
      return one('from-hex', job.input);
    case 'encoder':
      switch (job.kind) {
        case 'url': {
          const mode = job.urlMode === 'component' ? undefined : job.urlMode;
          return one(job.encode ? 'url-encode' : 'url-decode', job.input, { mode });
        }
        case 'html':
          return job.encode
            ? one('to-html-entity', job.input, { mode: job.htmlMode === 'named' ? undefined : job.htmlMode })
            : one('from-html-entity', job.input);
        case 'utf8':
          return job.encode
            ? one('to-hex', job.input, { upper: true, delimiter: 'space' })
            : one('from-hex', job.input);
        default:
          return null; // Unicode escapes have no operation
      }
    case 'radix.encode':
    case 'radix.decode':
      return radixRecipe(job);
    default:
      return null;
  }
}
