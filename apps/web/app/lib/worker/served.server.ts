import { jobKey, type Served } from './served.ts';

// The server's side of a served answer (served.ts, decision 0199), for page loaders only.

/** Each served answer of this process, by its page's name and its job's key. */
const once = new Map<string, Promise<Served<unknown>>>();

/**
 * On the server: `job`'s answer, computed by `run` (the worker's own code) once per process and
 * `encode`d for the page's data. An untouched page's answer never changes, and some cost real time
 * (/pbkdf2's default is 250,000 iterations): no request pays for it twice.
 */
export function serveOnce<J, R, W>(
  name: string,
  job: J,
  run: (job: J) => Promise<R>,
  encode: (result: R) => W,
): Promise<Served<W>> {
  const key = jobKey(job);
  const id = `${name}\n${key}`;
  let answer = once.get(id) as Promise<Served<W>> | undefined;
  if (!answer) {
    answer = run(job).then((result) => ({ key, result: encode(result) }));
    // a failure is not kept: the next request tries again
    answer.catch(() => once.delete(id));
    once.set(id, answer);
  }
  return answer;
}
