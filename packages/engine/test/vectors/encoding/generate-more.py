"""Generates more.json (Base32, Base58, Base85, quoted-printable, Punycode/IDNA, gzip/zlib/deflate) with
Python 3.11's standard library: base64, binascii/quopri, codecs ('punycode', 'idna'), hashlib, zlib, gzip.
Implementations independent of the engine (which uses @scure/base, fflate and its own code).
- Z85 has no stdlib codec in 3.11: it is base64.b85encode's digits (same big-endian base-85 arithmetic)
  written in the Z85 alphabet of ZeroMQ RFC 32; the RFC's own vector is in the test file.
- Crockford Base32: base64.b32hexencode's digits in Crockford's alphabet; the check symbol is the value of
  the symbols (the bytes as a big-endian number shifted left by the unused bits) modulo 37.
- Base58/Base58Check: the 10-line reference b58() below (Bitcoin's alphabet, leading zeros as '1'),
  checksum with hashlib.sha256 twice.
- IDNA: Python's 'idna' codec is IDNA 2003, so only names where IDNA 2003 and UTS #46 nontransitional
  agree are taken from it (no ß, ς, ZWJ).
Run: python3 generate-more.py > more.json"""
import base64, binascii, codecs, gzip, hashlib, json, random, zlib

rng = random.Random(20261127)
blobs = [rng.randbytes(n) for n in list(range(0, 12)) + [31, 32, 33, 64, 100, 255]] + [bytes(8), b'\0\0\0\0abc\0\0\0\0']
RFC = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar']
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'; B32H = '0123456789ABCDEFGHIJKLMNOPQRSTUV'
CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; CHECK = CROCK + '*~$=U'
R1924 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~'
Z85 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'

def crockford(b):
    s = base64.b32hexencode(b).decode().rstrip('=').translate(str.maketrans(B32H, CROCK))
    n = int.from_bytes(b, 'big') << ((5 * len(s) - 8 * len(b)) if b else 0)
    return s, CHECK[n % 37]

A58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58(b):
    n = int.from_bytes(b, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = A58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s
def b58check(b):
    return b58(b + hashlib.sha256(hashlib.sha256(b).digest()).digest()[:4])

base32 = []
for b in blobs:
    c, chk = crockford(b)
    base32.append({'hex': b.hex(), 'rfc4648': base64.b32encode(b).decode(), 'hex32': base64.b32hexencode(b).decode(),
                   'crockford': c, 'check': chk})
base58 = [{'hex': b.hex(), 'base58': b58(b), 'base58check': b58check(b)} for b in blobs[:14] + [b'\0\0\x01', bytes(21)]]
# Well-known: the genesis block's coinbase address (version 0x00 + HASH160), and a P2SH (0x05) address.
known58 = [{'hex': '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18', 'base58check': '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'}]
base85 = []
for b in blobs:
    r = base64.b85encode(b).decode()
    row = {'hex': b.hex(), 'ascii85': base64.a85encode(b, adobe=True).decode(), 'rfc1924': r}
    if len(b) % 4 == 0: row['z85'] = r.translate(str.maketrans(R1924, Z85))
    base85.append(row)
qp_texts = ['Hello, World!', 'café = 1 + 2', 'trailing space \nand tab\t\nend', 'x' * 75, 'x' * 76, 'x' * 77, 'y' * 200,
            '=' * 30, 'a' * 73 + '=b', '中文混合 text and ünïcödé ' * 4, 'line1\nline2\n', 'ends with space ', '.\nx\n.', '']
qp = [{'text': t, 'lf': binascii.b2a_qp(t.encode()).decode()} for t in qp_texts]
qp_decode = [{'qp': q, 'hex': binascii.a2b_qp(q).hex()} for q in
             ['caf=C3=A9', 'soft=\nbreak', 'soft=\r\nbreak', 'lower =c3=a9', 'a=3Db', 'end=', 'x=20\ny']]
puny_words = ['bücher', 'münchen', 'ليهمابتكلموشعربي؟', '他们为什么不说中文', '3年B組金八先生', 'Hello-Another-Way-それぞれの場所',
              'ひとつ屋根の下2', 'MajiでKoiする5秒前', 'パフィーdeルンバ', 'そのスピードで', 'Pročprostěnemluvíčesky', '☕', 'abc', '-> $1.00 <-']
punycode = [{'text': w, 'punycode': codecs.encode(w, 'punycode').decode()} for w in puny_words]
idna = [{'unicode': d, 'ascii': d.encode('idna').decode()} for d in
        ['bücher.example', '例え.テスト', 'münchen.de', '☕.us', 'правительство.рф', '中国.cn', 'example.com', 'xn--bcher-kva.example']]
text = b'The quick brown fox jumps over the lazy dog. ' * 40 + bytes(range(256))
compressed = []
for lvl in [0, 1, 6, 9]:
    compressed.append({'level': lvl, 'gzip': gzip.compress(text, compresslevel=lvl, mtime=0).hex(),
                       'zlib': zlib.compress(text, lvl).hex(),
                       'deflate': (lambda c: c.compress(text) + c.flush())(zlib.compressobj(lvl, zlib.DEFLATED, -15)).hex()})
print(json.dumps({'source': 'Python 3.11 stdlib (base64, binascii, codecs, hashlib, zlib, gzip); see generate-more.py',
  'rfc4648': [{'text': t, 'base32': base64.b32encode(t.encode()).decode(), 'base32hex': base64.b32hexencode(t.encode()).decode()} for t in RFC],
  'base32': base32, 'base58': base58, 'known58': known58, 'base85': base85, 'qp': qp, 'qpDecode': qp_decode,
  'punycode': punycode, 'idna': idna, 'compressText': text.hex(), 'compressed': compressed}, indent=1, ensure_ascii=False))
