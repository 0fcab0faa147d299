"""Generates formats.json (issue 40's format options) from implementations independent of the engine:
- hexdump -C and hexdump (util-linux 2.38 CLI), each with and without -v (squeezing repeated lines as `*`).
- Wireshark: a line-for-line Python transliteration of epan/print.c print_hex_data_buffer (offset in at
  least 4 digits, two spaces, "xx " per byte in a 48-character field, two spaces, the printable text).
- xxd -a (vim's xxd CLI) for its `*` lines.
- URL-encoding of every non-alphanumeric byte: urllib.parse.quote(safe='') (which keeps -._~) with those
  four escaped too; read back with urllib.parse.unquote.
- Decimal character references: '&#%d;' of each code point, checked with html.unescape; %uXXXX: each
  UTF-16 code unit (codecs utf-16-be), as JavaScript's escape() writes non-Latin-1.
- Base32 with a custom alphabet: base64.b32encode translated into z-base-32's alphabet (Zooko's
  zbase32 spec: same bit order) and into a shuffled alphabet with lower-case, digits and punctuation.
- gzip headers with FNAME, FCOMMENT, FHCRC and MTIME: built by hand from RFC 1952 §2.3 with zlib.crc32
  for the header CRC, and the header GNU gzip 1.12 writes (`gzip -c -N -6` of a file with that name and
  mtime) for name + time; whole members from zlib raw deflate that `gzip -t` accepts.
Run: python3 generate-formats.py > formats.json"""
import json, random, subprocess

rng = random.Random(20261130)
blobs = [b'', b'a', b'abc', b'Hello, World!\n', bytes(range(32)), bytes(range(256)), rng.randbytes(17), rng.randbytes(33),
         bytes(64), bytes(16) + b'A' * 16 + bytes(40), b'B' * 48, b'\x00' * 31, rng.randbytes(100)]

def run(args, b):
    return subprocess.run(args, input=b, capture_output=True, check=True).stdout.decode()

def wireshark(cp):
    # epan/print.c print_hex_data_buffer, the text-output branch, without the blank line it prints first.
    length = len(cp)
    if length == 0: return ''
    use_digits = 8 if (length - 1) & 0xF0000000 else 7 if (length - 1) & 0x0F000000 else 6 if (length - 1) & 0x00F00000 \
        else 5 if (length - 1) & 0x000F0000 else 4
    out = []; ad = 0; i = 0
    while i < length:
        if (i & 15) == 0:
            line = list('%0*x' % (use_digits, ad)) + [' ', ' ']
            j = len(line); line += [' '] * (48 + 2 + 16); k = j + 48 + 2
        c = cp[i]
        line[j] = '0123456789abcdef'[c >> 4]; line[j + 1] = '0123456789abcdef'[c & 15]; j += 3
        line[k] = chr(c) if 0x20 <= c < 0x7f else '.'; k += 1
        i += 1
        if (i & 15) == 0 or i == length:
            out.append(''.join(line[:k]) + '\n'); ad += 16
    return ''.join(out)

dumps = []
for b in blobs:
    dumps.append({'hex': b.hex(), 'hexdump-C': run(['hexdump', '-C'], b), 'hexdump-C -v': run(['hexdump', '-C', '-v'], b),
                  'hexdump': run(['hexdump'], b), 'hexdump -v': run(['hexdump', '-v'], b), 'wireshark': wireshark(b),
                  'xxd -a': run(['xxd', '-a'], b)})

import html, urllib.parse
texts = ['a b&c/é', "-._~!*'()", 'Hello, World!', '中文 😀 ü', 'x=1&y=2#frag', '']
escapes = []
for t in texts:
    url = urllib.parse.quote(t, safe='')
    for c in '-._~': url = url.replace(c, '%%%02X' % ord(c))
    assert urllib.parse.unquote(url) == t
    dec = ''.join('&#%d;' % ord(c) for c in t)
    assert html.unescape(dec) == t
    units = [int.from_bytes(t.encode('utf-16-be')[i:i + 2], 'big') for i in range(0, len(t.encode('utf-16-be')), 2)]
    pct_u = ''.join('%%u%04X' % u for u in units)
    pct_u_non_ascii = ''.join(c if ord(c) < 0x80 else ''.join('%%u%04X' % int.from_bytes(c.encode('utf-16-be')[i:i + 2], 'big')
                              for i in range(0, len(c.encode('utf-16-be')), 2)) for c in t)
    dec_non_ascii = ''.join(c if ord(c) < 0x80 else '&#%d;' % ord(c) for c in t)
    escapes.append({'text': t, 'urlAll': url, 'dec': dec, 'decNonAscii': dec_non_ascii, 'pctU': pct_u, 'pctUNonAscii': pct_u_non_ascii})

import base64
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
ZBASE = 'ybndrfg8ejkmcpqxot1uwisza345h769'
pool = list('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&*+-.:;<>?@^_~'); rng.shuffle(pool)
MIXED = ''.join(pool[:32])
base32custom = []
for b in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar'] + blobs[4:9]:
    r = base64.b32encode(b).decode()
    base32custom.append({'hex': b.hex(), 'zbase32': r.translate(str.maketrans(B32, ZBASE)), 'mixed': r.translate(str.maketrans(B32, MIXED))})

import os, struct, tempfile, zlib
def gz_header(name=b'', comment=b'', hcrc=False, mtime=0, level=6):
    flags = (2 if hcrc else 0) | (8 if name else 0) | (16 if comment else 0)
    h = b'\x1f\x8b\x08' + bytes([flags]) + struct.pack('<I', mtime) + bytes([4 if level < 2 else 2 if level == 9 else 0, 3])
    if name: h += name + b'\0'
    if comment: h += comment + b'\0'
    if hcrc: h += struct.pack('<H', zlib.crc32(h) & 0xffff)
    return h
gzip_headers = []
for name, comment, hcrc, mtime, level in [('hi.txt', '', False, 0, 6), ('', 'made by hand', False, 0, 9),
                                          ('café.txt', 'ümlaut comment', True, 1700000000, 1), ('a', '', True, 0, 6), ('', '', True, 0, 6)]:
    row = {'name': name, 'comment': comment, 'headerCrc': hcrc, 'mtime': mtime, 'level': level,
           'header': gz_header(name.encode('latin-1'), comment.encode('latin-1'), hcrc, mtime, level).hex()}
    if name and not comment and not hcrc and name.isascii():
        with tempfile.TemporaryDirectory() as d:
            f = os.path.join(d, name); open(f, 'wb').write(b'hello\n'); os.utime(f, (1700000000, 1700000000))
            cli = subprocess.run(['gzip', '-c', '-N', '-%d' % level, f], capture_output=True, check=True).stdout
            row['gnuGzipHeader'] = cli[:10 + len(name) + 1].hex()
            row['gnuGzipMtime'] = 1700000000
    gzip_headers.append(row)

print(json.dumps({'source': 'util-linux 2.38 hexdump CLI, vim xxd CLI, Wireshark epan/print.c transliterated, Python 3.11 urllib.parse, html, codecs, base64, zlib and GNU gzip 1.12; see generate-formats.py',
                  'dumps': dumps, 'escapes': escapes,
                  'gzipHeaders': gzip_headers,
                  'base32custom': {'zbase32Alphabet': ZBASE, 'mixedAlphabet': MIXED, 'rows': base32custom}}, indent=1, ensure_ascii=False))
