import { describe, expect, it } from 'vitest';
import { serveOnce } from '../app/lib/worker/served.server.ts';
import { jobKey, knownFrom } from '../app/lib/worker/served.ts';

// decision 0199: the server's answer for an untouched page, matched to the page's job by its key
describe('served answers', () => {
  it('jobKey: JSON with bytes as numbers, the same for equal jobs, different for any change', () => {
    const job = { type: 'pbkdf2', options: { password: new Uint8Array([0, 255]), iterations: 3 } };
    expect(jobKey(job)).toBe('{"options":{"iterations":3,"password":"bytes:0,255"},"type":"pbkdf2"}');
    // the same job with its fields written in another order
    expect(jobKey({ options: { iterations: 3, password: new Uint8Array([0, 255]) }, type: 'pbkdf2' })).toBe(
      jobKey(job),
    );
    expect(jobKey({ type: 'pbkdf2', options: { password: new Uint8Array([0, 254]), iterations: 3 } })).not.toBe(
      jobKey(job),
    );
  });

  it('jobKey: a long text or many bytes is not copied into the key, and matches no served key', () => {
    const long = 'x'.repeat(5000);
    const key = jobKey({ text: long });
    expect(key.length).toBeLessThan(50);
    expect(key).not.toBe(jobKey({ text: '' }));
    expect(jobKey({ data: new Uint8Array(5000) }).length).toBeLessThan(50);
  });

  it('knownFrom: the decoded result for the served job only, decoded once; nothing without a served answer', () => {
    let decoded = 0;
    const known = knownFrom({ key: jobKey({ text: '' }), result: 'ab' }, (w: string) => {
      decoded++;
      return w.toUpperCase();
    });
    expect(known?.({ text: '' })).toBe('AB');
    expect(known?.({ text: '' })).toBe('AB');
    expect(decoded).toBe(1);
    expect(known?.({ text: 'a' })).toBeUndefined();
    expect(knownFrom(null, (w: string) => w)).toBeUndefined();
  });

  it('serveOnce: computed once per job, however many requests ask at once; a failure is tried again', async () => {
    let runs = 0;
    const run = async (job: { n: number }) => {
      runs++;
      return job.n * 2;
    };
    const all = await Promise.all([1, 2, 3].map(() => serveOnce('double', { n: 21 }, run, String)));
    expect(all.map((a) => a.result)).toEqual(['42', '42', '42']);
    expect(all[0]?.key).toBe(jobKey({ n: 21 }));
    expect(runs).toBe(1);
    let fails = 0;
    const flaky = async () => {
      if (fails++ === 0) throw new Error('first time');
      return 1;
    };
    await expect(serveOnce('flaky', {}, flaky, String)).rejects.toThrow('first time');
    await expect(serveOnce('flaky', {}, flaky, String)).resolves.toMatchObject({ result: '1' });
  });
});
