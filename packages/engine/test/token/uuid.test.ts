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
  uuidV1,
  uuidV3,
  uuidV4,
  uuidV5,
  uuidV6,
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

// RFC 9562 appendix A.1 (v1) and A.5 (v6): 2022-02-22 19:22:22 UTC, clock sequence 0x33C8, node 9F6BDECED846.
// Then python3's uuid module: uuid1(node=..., clock_seq=...) made there and rebuilt here from its fields,
// and our random-node UUIDs read back there.
describe('time-based UUIDs (versions 1 and 6)', () => {
  const A1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
  const A5 = '1ec9414c-232a-6b00-b3c8-9f6bdeced846';
  it('RFC 9562 A.1 and A.5, from the time in ms or in ticks, the node as text or bytes', () => {
    const node = Uint8Array.from([0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
    expect(uuidV1(1, { time: 1645557742000, clockSeq: 0x33c8, node: '9F-6B-DE-CE-D8-46' })).toEqual([A1]);
    expect(uuidV1(1, { ticks: 0x1ec9414c232ab00n, clockSeq: 0x33c8, node })).toEqual([A1]);
    expect(uuidV6(1, { time: 1645557742000, clockSeq: 0x33c8, node: '9f6bdeced846' })).toEqual([A5]);
    expect(uuidV6(1, { ticks: 0x1ec9414c232ab00n, clockSeq: 0x33c8, node })).toEqual([A5]);
  });
  it("rebuilds python3's uuid1(node, clock_seq) from its time field, as v1 and as v6", () => {
    const cases = [
      [0x9f6bdeced846, 0x33c8],
      [0x010203040506, 0],
      [0xffffffffffff, 0x3fff],
      [0x0000000000ab, 1234],
    ];
    const py = execFileSync('python3', [
      '-c',
      'import sys,uuid\na=sys.argv[1:]\nfor i in range(0,len(a),2):\n u=uuid.uuid1(node=int(a[i]),clock_seq=int(a[i+1])); print(u, u.time)',
      ...cases.flat().map(String),
    ])
      .toString()
      .trim()
      .split('\n');
    expect(py).toHaveLength(cases.length);
    py.forEach((line, i) => {
      const [text = '', time = ''] = line.split(' ');
      const [node = 0, clockSeq = 0] = cases[i] ?? [];
      const options = { ticks: BigInt(time), clockSeq, node: node.toString(16).padStart(12, '0') };
      expect(uuidV1(1, options)).toEqual([text]);
      // v6 holds the same fields as v1: inspecting it must give back what Python put in
      const v6 = inspectUuid(uuidV6(1, options)[0] as string);
      const v1 = inspectUuid(text);
      expect([v6.version, v6.ticks, v6.clockSeq, v6.node]).toEqual([6, v1.ticks, v1.clockSeq, v1.node]);
    });
  });
  it('python3 reads our random-node v1 and v6: version, time, clock sequence, multicast node', () => {
    const ids = [...uuidV1(3), ...uuidV6(3)];
    const py = execFileSync('python3', [
      '-c',
      'import sys,uuid\nfor s in sys.argv[1:]:\n u=uuid.UUID(s); print(u.version, u.variant==uuid.RFC_4122, u.clock_seq, (u.node>>40)&1)',
      ...ids,
    ])
      .toString()
      .trim()
      .split('\n');
    const now = Date.now();
    ids.forEach((id, i) => {
      const u = inspectUuid(id);
      expect(py[i]).toBe(`${i < 3 ? 1 : 6} True ${u.clockSeq} 1`);
      expect(Math.abs((u.timeMs ?? 0) - now)).toBeLessThan(60_000);
    });
    // python's uuid1 time field for the v1 ones, for the time itself
    const t = execFileSync('python3', ['-c', 'import sys,uuid\nprint(uuid.UUID(sys.argv[1]).time)', ids[0] as string])
      .toString()
      .trim();
    expect(inspectUuid(ids[0] as string).ticks).toBe(BigInt(t));
  });
  it('steps one tick per UUID in a batch, and the shared clock never repeats a tick', () => {
    const batch = uuidV6(4, { time: 0, clockSeq: 7, node: '010000000000' });
    expect(batch.map((id) => inspectUuid(id).ticks)).toEqual([0n, 1n, 2n, 3n].map((d) => 122_192_928_000_000_000n + d));
    expect([...batch].sort()).toEqual(batch);
    const ticks = [...uuidV1(50), ...uuidV1(50), uuidV1()].map((id) => inspectUuid(id).ticks ?? 0n);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]).toBeGreaterThan(ticks[i - 1] ?? 0n);
    const v6 = uuidV6(100);
    expect([...v6].sort()).toEqual(v6);
    expect(new Set(v6.map((id) => id.slice(19))).size).toBe(1);
  });
  it('takes its randomness from the source given, and refuses what does not fit', () => {
    const ones = (b: Uint8Array) => b.fill(0xff);
    expect(uuidV1(1, { time: 1645557742000, random: zeros })[0]).toBe('c232ab00-9414-11ec-8000-010000000000');
    expect(uuidV1(1, { time: 1645557742000, random: ones })[0]).toBe('c232ab00-9414-11ec-bfff-ffffffffffff');
    expect(uuidV1(1, { time: -12219292800000, clockSeq: 0, node: '000000000000' })[0]).toBe(
      '00000000-0000-1000-8000-000000000000',
    );
    expect(uuidV6(1, { ticks: (1n << 60n) - 1n, clockSeq: 0x3fff, node: 'ffffffffffff' })[0]).toBe(
      'ffffffff-ffff-6fff-bfff-ffffffffffff',
    );
    expect(() => uuidV1(1, { time: -12219292800001 })).toThrow(RangeError);
    expect(() => uuidV6(2, { ticks: (1n << 60n) - 1n })).toThrow(RangeError);
    expect(() => uuidV1(1, { time: 1, ticks: 1n })).toThrow(RangeError);
    expect(() => uuidV1(1, { time: 1.5 })).toThrow(RangeError);
    expect(() => uuidV1(1, { clockSeq: 16384 })).toThrow(RangeError);
    expect(() => uuidV1(1, { node: '9f:6b:de:ce:d8' })).toThrow(RangeError);
    expect(() => uuidV1(1, { node: new Uint8Array(5) })).toThrow(RangeError);
    expect(() => uuidV6(-1)).toThrow(RangeError);
    expect(uuidV6(0)).toEqual([]);
  });
});
