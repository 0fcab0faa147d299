import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  formatUuid,
  inspectUlid,
  inspectUuid,
  MonotonicClock,
  parseUuid,
  UUID_MAX,
  UUID_NAMESPACES,
  UUID_NIL,
  ulid,
  ulidText,
  uuidText,
  uuidV3,
  uuidV4,
  uuidV5,
  uuidV7,
} from '../../src/token/index.ts';

const codeOf = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as { code?: string }).code;
  }
};
const zeros = (b: Uint8Array) => b.fill(0);

// RFC 9562 appendix A: A.1 v1, A.5 v6 and A.6 v7 all encode Tuesday, February 22, 2022
// 2:22:22.00 PM GMT-05:00 (= 1645557742000 ms); v1 and v6 have clock sequence 0x33C8 and node
// 9F6BDECED846 (A.1, A.5). A.3 v4 and B.1/B.2 v8 examples for the version field.
describe('inspectUuid with the RFC 9562 appendix A examples', () => {
  it('A.1 version 1', () => {
    const u = inspectUuid('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    expect([u.version, u.variant, u.timeMs, u.clockSeq, u.node]).toEqual([
      1,
      'rfc',
      1645557742000,
      0x33c8,
      '9f:6b:de:ce:d8:46',
    ]);
    expect(u.ticks).toBe(0x1ec9414c232ab00n);
  });
  it('A.5 version 6', () => {
    const u = inspectUuid('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
    expect([u.version, u.timeMs, u.clockSeq, u.node]).toEqual([6, 1645557742000, 0x33c8, '9f:6b:de:ce:d8:46']);
    expect(u.ticks).toBe(0x1ec9414c232ab00n);
  });
  it('A.6 version 7', () => {
    const u = inspectUuid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect([u.version, u.variant, u.timeMs, u.clockSeq]).toEqual([7, 'rfc', 1645557742000, null]);
  });
  it('A.3 version 4, B.1 version 8, nil and max (section 5.9, 5.10)', () => {
    expect(inspectUuid('919108f7-52d1-4320-9bac-f847db4148a8')).toMatchObject({ version: 4, timeMs: null });
    expect(inspectUuid('2489E9AD-2EE2-8E00-8EC9-32D5F69181C0').version).toBe(8);
    expect(inspectUuid('00000000-0000-0000-0000-000000000000')).toMatchObject({ special: 'nil', variant: 'ncs' });
    expect(inspectUuid('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')).toMatchObject({ special: 'max', variant: 'future' });
  });
  it('reads braces, URNs and no hyphens; refuses the rest', () => {
    const canon = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
    for (const s of ['{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}', `urn:uuid:${canon}`, canon.replace(/-/g, '')]) {
      expect(uuidText(parseUuid(s))).toBe(canon);
    }
    expect(codeOf(() => parseUuid('f81d4fae-7dec-11d0-a765-00a0c91e6bf'))).toBe('INVALID_UUID');
    expect(codeOf(() => parseUuid('g81d4fae-7dec-11d0-a765-00a0c91e6bf6'))).toBe('INVALID_UUID');
  });
  it('formats', () => {
    const b = parseUuid('f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    expect(formatUuid(b, { upper: true, braces: true })).toBe('{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}');
    expect(formatUuid(b, { hyphens: false })).toBe('f81d4fae7dec11d0a76500a0c91e6bf6');
  });
});

describe('generation', () => {
  it('gives one string without a count and an array with one (issue 39)', () => {
    const one = uuidV4();
    expect(one).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ulid()).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(uuidV4(3)).toHaveLength(3);
    expect(uuidV4(0)).toEqual([]);
    expect(uuidV7(2, 1645557742000)).toHaveLength(2);
    expect(() => uuidV4(-1)).toThrow(RangeError);
    expect(() => uuidV4(1.5)).toThrow(RangeError);
    expect(formatUuid(one, { upper: true })).toBe(one.toUpperCase());
  });
  it('python3 uuid module agrees on version and variant of v4 and v7', () => {
    const ids = [...uuidV4(20), ...uuidV7(20)];
    const py = execFileSync('python3', [
      '-c',
      'import sys,uuid\nfor s in sys.argv[1:]:\n u=uuid.UUID(s); print(u.version, u.variant==uuid.RFC_4122)',
      ...ids,
    ]).toString();
    expect(py.trim().split('\n')).toEqual([...Array(20).fill('4 True'), ...Array(20).fill('7 True')]);
  });
  it('v7 is strictly increasing within one millisecond and when the clock steps back', () => {
    const clock = new MonotonicClock(74);
    const a = uuidV7(500, 1645557742000, clock);
    const b = uuidV7(10, 1645557741000, clock);
    const all = [...a, ...b];
    expect([...all].sort()).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
    expect(inspectUuid(a[0] ?? '').timeMs).toBe(1645557742000);
  });
  it('v7 with a zero random source: the counter starts at zero and adds one (RFC 9562 6.2 method 2)', () => {
    const ids = uuidV7(2, 1645557742000, new MonotonicClock(74, zeros));
    expect(ids).toEqual(['017f22e2-79b0-7000-8000-000000000000', '017f22e2-79b0-7000-8000-000000000001']);
  });
  it('v7 steps by 1 plus the random bits asked for, so one UUID of a batch does not give the next (issue 40)', () => {
    // a random source that gives 0x00000005 for every step: each step is 1 + 5 (31 bits kept)
    let first = true;
    const fives = (b: Uint8Array) => {
      b.fill(0);
      if (first) first = false;
      else b[b.length - 1] = 5;
    };
    const ids = uuidV7(3, 1645557742000, new MonotonicClock(74, fives, 31));
    expect(ids).toEqual([
      '017f22e2-79b0-7000-8000-000000000000',
      '017f22e2-79b0-7000-8000-000000000006',
      '017f22e2-79b0-7000-8000-00000000000c',
    ]);
    // the shared clock: 200 UUIDs in one millisecond, in order, and not each the last plus one
    const batch = uuidV7(200, 1645557743000);
    expect([...batch].sort()).toEqual(batch);
    const rand = (u: string) => BigInt(`0x${u.replace(/-/g, '')}`) & ((1n << 62n) - 1n);
    const steps = batch.slice(1).map((u, i) => rand(u) - rand(batch[i] ?? ''));
    expect(steps.filter((d) => d === 1n).length).toBeLessThan(5);
    expect(() => new MonotonicClock(74, zeros, 33)).toThrow(RangeError);
  });
  it('v7 carries into rand_a and, on overflow, into the next millisecond', () => {
    const ones = (b: Uint8Array) => b.fill(0xff);
    const ids = uuidV7(2, 0, new MonotonicClock(74, ones));
    expect(ids[0]).toBe('00000000-0000-7fff-bfff-ffffffffffff');
    expect(inspectUuid(ids[1] ?? '').timeMs).toBe(1);
  });
});

describe('ULID (https://github.com/ulid/spec)', () => {
  it('the spec example time 1469918176385 encodes as 01ARYZ6S41', () => {
    const [first, second] = ulid(2, 1469918176385, new MonotonicClock(80, zeros));
    expect(first).toBe('01ARYZ6S410000000000000000');
    expect(second).toBe('01ARYZ6S410000000000000001');
    expect(inspectUlid('01ARYZ6S41TSV4RRFFQ69G5FAV').timeMs).toBe(1469918176385);
  });
  it('the largest ULID and the largest time (spec: 7ZZZZZZZZZZZZZZZZZZZZZZZZZ)', () => {
    expect(inspectUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toMatchObject({
      timeMs: 2 ** 48 - 1,
      uuid: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(codeOf(() => inspectUlid('80000000000000000000000000'))).toBe('INVALID_ULID');
    expect(codeOf(() => inspectUlid('01ARYZ6S41TSV4RRFFQ69G5FA'))).toBe('INVALID_ULID');
    expect(codeOf(() => inspectUlid('01ARYZ6S41TSV4RRFFQ69G5FAU'))).toBe('INVALID_ULID');
  });
  it('reads lower case and Crockford look-alikes (I, L as 1; O as 0)', () => {
    expect(inspectUlid('0iaryz6s41tsv4rrffq69g5fav').ulid).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
  });
  it('is monotonic within one millisecond, and its bytes read back', () => {
    const ids = ulid(300, 1469918176385);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(300);
    for (const id of ids.slice(0, 5)) expect(ulidText(inspectUlid(id).bytes)).toBe(id);
  });
});

// RFC 9562 appendix A.2 (v3) and A.4 (v5): the DNS name space and the name "www.example.com"; then Python's
// uuid module (uuid3/uuid5, an independent implementation) for each name space, a custom one, non-ASCII and
// empty names.
describe('name-based UUIDs (versions 3 and 5)', () => {
  it('RFC 9562 A.2 and A.4', () => {
    expect(uuidV3('dns', 'www.example.com')).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e');
    expect(uuidV5('dns', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(uuidV5(UUID_NAMESPACES.dns, new TextEncoder().encode('www.example.com'))).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
  it("agree with Python's uuid3 and uuid5", () => {
    const spaces = [...Object.values(UUID_NAMESPACES), '{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}'];
    const names = ['', 'python.org', 'https://example.com/a?b=c', '1.3.6.1', 'cn=John Smith, o=Acme', '加密 ✓'];
    const cases = spaces.flatMap((ns) => names.map((n) => [ns, n] as const));
    const py = execFileSync('python3', [
      '-c',
      'import sys,uuid\na=sys.argv[1:]\nfor i in range(0,len(a),2):\n ns=uuid.UUID(a[i]); print(uuid.uuid3(ns,a[i+1]), uuid.uuid5(ns,a[i+1]))',
      ...cases.flat(),
    ])
      .toString()
      .trim()
      .split('\n');
    expect(cases.map(([ns, n]) => `${uuidV3(ns, n)} ${uuidV5(ns, n)}`)).toEqual(py);
  });
  it('nil and max, and a name space that is not a UUID', () => {
    expect(inspectUuid(UUID_NIL).special).toBe('nil');
    expect(inspectUuid(UUID_MAX).special).toBe('max');
    expect(codeOf(() => uuidV5('dnz', 'x'))).toBe('INVALID_UUID');
    expect(() => uuidV5(new Uint8Array(15), 'x')).toThrow(RangeError);
    expect(inspectUuid(uuidV5('url', 'x')).version).toBe(5);
  });
});
