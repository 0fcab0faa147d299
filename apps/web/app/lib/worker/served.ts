// The server's answer for an untouched page (decision 0199, after 0194's digests). A tool page that opens
// on a job whose answer never changes (its default settings on the empty text) asked its worker for it
// at load: the worker started, fetched its modules, answered and the page rendered again, in a slow
// phone's first seconds, for a value the server knows. The page's loader computes it once per server
// process with the worker's own code and sends it in the page's data; `useJob`'s `known` shows it from
// the first render (the server's HTML included) while the page's job is that one, and the worker starts
// at the first change.

/** The server's answer: the job it answers (its `jobKey`) and its result as the page's data carries it (JSON). */
export interface Served<W> {
  readonly key: string;
  readonly result: W;
}

/** Past this many characters (or bytes) a value is no untouched page's, and a job holding it has no key. */
const LONG = 1024;
const TOO_LONG = '\u0000long';

/**
 * A job's identity as text, the same on the server and in the page whatever order its fields were
 * written in: JSON with each object's keys sorted, bytes as their numbers. A job holding a long text or many bytes
 * gets a key no served job has (what the visitor types is not copied into a key at each keystroke).
 */
export function jobKey(job: unknown): string {
  return JSON.stringify(job, (_, v: unknown) => {
    if ((typeof v === 'string' || v instanceof Uint8Array) && v.length > LONG) return TOO_LONG;
    if (v instanceof Uint8Array) return `bytes:${v.join(',')}`;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/**
 * `useJob`'s `known` for a served answer: its result, decoded from the page's data once, for the job it
 * answers; undefined for any other job, or when nothing was served (a client-side navigation).
 */
export function knownFrom<J, R, W>(
  served: Served<W> | null | undefined,
  decode: (wire: W) => R,
): ((job: J) => R | undefined) | undefined {
  if (!served) return undefined;
  let result: R | undefined;
  return (job) => {
    if (jobKey(job) !== served.key) return undefined;
    result ??= decode(served.result);
    return result;
  };
}
