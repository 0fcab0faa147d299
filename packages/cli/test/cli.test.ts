// The built bin (dist/cli.js, run by node as a user's shell would) against coreutils (sha256sum,
// base64), gzip and Python's json; a 200 MB stream with the child's peak RSS measured by GNU time.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tinkerbox-cli-'));

function cli(args: string[], input?: Uint8Array | string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input,
    env: { ...process.env, TINKERBOX_ORIGIN: '', ...env },
    maxBuffer: 64 << 20,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString() };
}

beforeAll(() => {
  if (!existsSync(BIN))
    throw new Error('Build first: pnpm --filter @tinkerbox/engine build && pnpm --filter @tinkerbox/cli build');
});

describe('tinkerbox against coreutils, gzip and Python', () => {
  it('sha256 of a file argument is what sha256sum prints', () => {
    const file = join(dir, 'data.bin');
    writeFileSync(file, randomBytes(3 << 20));
    const expected = execFileSync('sha256sum', [file]).toString().slice(0, 64);
    const r = cli(['sha256', file]);
    expect(r.status).toBe(0);
    expect(r.stdout.toString()).toBe(expected);
    expect(r.stderr).toBe('');
  });

  it('to-base64 and gzip over stdin give what base64 -d and gzip -d read back', () => {
    const data = randomBytes(1 << 20);
    const b64 = cli(['to-base64'], data);
    expect(b64.status).toBe(0);
    expect(execFileSync('base64', ['-d'], { input: b64.stdout, maxBuffer: 64 << 20 }).equals(data)).toBe(true);
    // MIME lines (RFC 2045) end in CRLF; GNU base64 wraps at 76 with LF.
    const mime = cli(['to-base64(line-length=76)'], data).stdout.toString();
    expect(mime).toBe(
      execFileSync('base64', ['-w', '76'], { input: data, maxBuffer: 64 << 20 })
        .toString()
        .trimEnd()
        .replaceAll('\n', '\r\n'),
    );
    const gz = cli(['gzip(level=9)'], data);
    expect(execFileSync('gzip', ['-d'], { input: gz.stdout, maxBuffer: 64 << 20 }).equals(data)).toBe(true);
  });

  it('from-base64 gunzip json-beautify reads what gzip | base64 wrote, as Python formats it', () => {
    const json = '{"name":"Grüße","list":[1,2.5,true,null],"nested":{"b":{},"a":[]}}';
    const input = execFileSync('base64', { input: execFileSync('gzip', ['-c'], { input: json }) });
    const r = cli(['from-base64', 'gunzip', 'json-beautify'], input);
    expect(r.status).toBe(0);
    const python = execFileSync(
      'python3',
      ['-c', 'import json,sys;sys.stdout.write(json.dumps(json.loads(sys.stdin.read()),indent=2,ensure_ascii=False))'],
      { input: json },
    );
    expect(r.stdout.toString()).toBe(python.toString());
  });

  it('a recipe link made by link runs with its input in run, and a recipe text runs over stdin', () => {
    const link = cli([
      'link',
      '--origin',
      'https://tools.example',
      '--input',
      'Hi there',
      'to-upper-case',
      'to-hex(delimiter=space)',
    ]);
    expect(link.status).toBe(0);
    expect(link.stdout.toString()).toBe(
      'https://tools.example/en/recipe#to-upper-case,to-hex(delimiter=space)&input=SGkgdGhlcmU\n',
    );
    const r = cli(['run', link.stdout.toString().trim()]);
    expect(r.stdout.toString()).toBe(
      Buffer.from('HI THERE')
        .toString('hex')
        .replace(/(..)(?!$)/g, '$1 '),
    );
    const text = cli(['run', 'from-hex,sha1'], '616263');
    expect(text.stdout.toString()).toBe(execFileSync('sha1sum', { input: 'abc' }).toString().slice(0, 40));
  });
});

describe('the operation families of issue 41, one run each, against OpenSSL, Python and coreutils', () => {
  const openssl = (args: string[], input: Uint8Array | string) =>
    execFileSync('openssl', ['enc', ...args, '-provider', 'legacy', '-provider', 'default'], {
      input,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  const python = (code: string, input: string) => execFileSync('python3', ['-c', code], { input }).toString();

  it('rc2-decrypt reads what openssl enc -rc2-cbc wrote from a passphrase, streamed over stdin', () => {
    const plain = randomBytes(300_000);
    const r = cli(
      ['rc2-decrypt(passphrase=pw,kdf=evp-sha256)'],
      openssl(['-rc2-cbc', '-md', 'sha256', '-k', 'pw'], plain),
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.equals(plain)).toBe(true);
  });

  it('derive-pbkdf2-key and scrypt give what Python hashlib gives', () => {
    const pbkdf2 = cli(['derive-pbkdf2-key(salt=NaCl,iterations=1000,length=32,hash=sha512)'], 'pässword');
    expect(pbkdf2.stdout.toString()).toBe(
      python(
        "import hashlib,sys;print(hashlib.pbkdf2_hmac('sha512', sys.stdin.buffer.read(), b'NaCl', 1000, 32).hex(), end='')",
        'pässword',
      ),
    );
    const scrypt = cli(['scrypt(salt=NaCl,n=1024,r=8,p=16,length=64)'], 'password');
    expect(scrypt.stdout.toString()).toBe(
      python(
        "import hashlib,sys;print(hashlib.scrypt(sys.stdin.buffer.read(), salt=b'NaCl', n=1024, r=8, p=16, dklen=64).hex(), end='')",
        'password',
      ),
    );
  });

  it('yaml-to-json then json-query selects what PyYAML reads', () => {
    const yaml =
      'store:\n  book:\n    - {title: Sayings, price: 8.95}\n    - {title: Moby Dick, price: 8.99}\n    - {title: Rings, price: 22.99}\n';
    const r = cli(
      ['yaml-to-json', 'json-query(query=%24.store.book%5B%3F%40.price%20%3C%2010%5D.title,indent=0)'],
      yaml,
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.toString()).toBe(
      python(
        "import yaml,json,sys;d=yaml.safe_load(sys.stdin);print(json.dumps([b['title'] for b in d['store']['book'] if b['price'] < 10],separators=(',',':')), end='')",
        yaml,
      ),
    );
  });

  it('convert-chinese gives OpenCC’s own test case; sort unique is LC_ALL=C sort -u; count-lines is wc -l', () => {
    expect(
      cli(['convert-chinese(conversion=s2twp)'], '鼠标里面的硅二极管坏了，导致光标分辨率降低。').stdout.toString(),
    ).toBe('滑鼠裡面的矽二極體壞了，導致游標解析度降低。');
    const lines = 'pear\nApple\nfig\npear\nÄpfel\n\napple\n';
    expect(cli(['sort', 'unique'], lines).stdout.toString()).toBe(
      execFileSync('sort', ['-u'], { input: lines, env: { ...process.env, LC_ALL: 'C' } }).toString(),
    );
    expect(cli(['count-lines'], lines).stdout.toString()).toBe(
      execFileSync('wc', ['-l'], { input: lines }).toString().trim(),
    );
  });
});

describe('tinkerbox streams in bounded memory', () => {
  it('200 MB through from-base64 gunzip sha256: the digest sha256sum gives, peak RSS under 150 MB', () => {
    const ref = join(dir, 'ref');
    const rss = join(dir, 'rss');
    const out = join(dir, 'out');
    // Random data, so gzip cannot shrink it: about 270 MB of base64 reach the bin.
    execFileSync('bash', [
      '-c',
      `set -o pipefail; head -c 200000000 /dev/urandom | tee >(sha256sum | cut -c1-64 > ${ref}) | gzip -1 | base64 | /usr/bin/time -f %M -o ${rss} "${process.execPath}" ${BIN} from-base64 gunzip sha256 > ${out}; wait $!`,
    ]);
    const expected = readFileSync(ref, 'utf8').trim();
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(out, 'utf8')).toBe(expected);
    const peakKb = Number(readFileSync(rss, 'utf8').trim().split('\n').pop());
    expect(peakKb).toBeGreaterThan(0);
    expect(peakKb).toBeLessThan(150 * 1024);
  });
});

describe('tinkerbox errors, help and list', () => {
  it('a failing step exits 1 naming the step, its operation and the engine code', () => {
    const r = cli(['from-base64', 'gunzip', 'sha256'], 'aGk=');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('tinkerbox: step 2 (gunzip) failed: INVALID_COMPRESSED: Not gzip data (format=gzip)\n');
    expect(r.stdout.length).toBe(0);
    const hex = cli(['from-hex', 'md5'], '4g');
    expect(hex.status).toBe(1);
    expect(hex.stderr).toMatch(/^tinkerbox: step 1 \(from-hex\) failed: INVALID_HEX: .*position=2/);
  });

  it('a bad recipe exits 2 with the code and position; a missing file exits 1', () => {
    const unknown = cli(['from-base64', 'gunzipp', 'sha256']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('UNKNOWN_OPERATION');
    expect(unknown.stderr).toContain('position=13');
    const arg = cli(['gzip(level=12)'], 'x');
    expect(arg.status).toBe(2);
    expect(arg.stderr).toContain('INVALID_ARGUMENT');
    const missing = cli(['sha256', join(dir, 'no-such-file')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('ENOENT');
  });

  it('link without an origin says one is needed and invents none; TINKERBOX_ORIGIN gives one', () => {
    const r = cli(['link', 'sha256']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('TINKERBOX_ORIGIN');
    expect(r.stdout.length).toBe(0);
    const env = cli(['link', '--lang', 'zh-hans', 'gunzip'], undefined, { TINKERBOX_ORIGIN: 'http://localhost:3000' });
    expect(env.stdout.toString()).toBe('http://localhost:3000/zh-hans/recipe#gunzip\n');
  });

  it('--version is the package version; --help and list describe the operations', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(cli(['--version']).stdout.toString()).toBe(`${pkg.version}\n`);
    expect(cli(['--help']).stdout.toString()).toContain('tinkerbox link [--input TEXT] [--origin URL]');
    const list = cli(['list']).stdout.toString();
    for (const id of [
      'from-base64',
      'gunzip',
      'json-beautify',
      'sha256',
      'blake3',
      'hmac',
      'aes-decrypt',
      'triple-des-encrypt',
      'chacha',
      'derive-hkdf-key',
      'argon2',
      'json-to-csv',
      'json-query',
      'jwt-decode',
      'convert-chinese',
      'remove-blank-lines',
      'generate-qr-code',
    ])
      expect(list).toMatch(new RegExp(`^${id}\\b`, 'm'));
    expect(list).toContain('    level=6  (0 to 9)');
  });

  it('stdout that is not a terminal gets the bytes alone; gzip of nothing is a valid gzip', () => {
    expect(cli(['md5'], '').stdout.toString()).toBe(execFileSync('md5sum', { input: '' }).toString().slice(0, 32));
    expect(gzipSync('').length).toBeGreaterThan(0);
    expect(execFileSync('gzip', ['-d'], { input: cli(['gzip'], '').stdout }).length).toBe(0);
  });
});
