"""Generates encoding.json with Python 3.11 (base64, binascii, email.base64mime, urllib.parse, html,
json, codecs) and the xxd CLI (vim 9): implementations independent of the engine.
Run: python3 generate.py > encoding.json"""
import base64, json, random, subprocess, html, urllib.parse
from email import base64mime

rng = random.Random(20261121)
blobs = [rng.randbytes(n) for n in list(range(0, 20)) + [55, 56, 57, 58, 76, 77, 100, 255, 256, 1000]]
b64 = []
for b in blobs:
    b64.append({'hex': b.hex(), 'std': base64.b64encode(b).decode(), 'url': base64.urlsafe_b64encode(b).decode(),
                'urlNoPad': base64.urlsafe_b64encode(b).decode().rstrip('='),
                'mime': base64mime.body_encode(b, maxlinelen=76, eol='\r\n').rstrip('\r\n')})
hexes = []
for b in blobs[:12] + [blobs[-3]]:
    hexes.append({'hex': b.hex(), 'space': b.hex(' '), 'comma': b.hex(','), 'upper': b.hex().upper()})
dumps = []
for b, args in [(blobs[-1][:300], []), (blobs[-3], ['-c', '8']), (blobs[-4], ['-g', '1']), (blobs[-5], ['-u']),
                (b'Hello, world!\nThe quick brown fox jumps over the lazy dog.\n', []), (bytes(range(256)), ['-c', '12', '-g', '4'])]:
    out = subprocess.run(['xxd', *args], input=b, capture_output=True, check=True).stdout.decode()
    dumps.append({'hex': b.hex(), 'args': args, 'dump': out})
# b64decode(validate=True): what Python's strict decoder accepts (bytes) and refuses (None).
def strict_b64(t):
    try: return base64.b64decode(t, validate=True).hex()
    except Exception: return None
strict = [{'base64': t, 'hex': strict_b64(t)} for t in [
  'aGVsbG8', 'aGVsbG8=', 'aGVsbA==', 'aGVsbA', 'aGVsbA=', 'aGVsbA===', 'aGVs bG8=', 'aGVsbG8=\n', 'YQ', 'YQ==', 'Zm9v',
  'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYg', 'Zm9vYmE', '+/8=', '=', '', 'Zm=9v', 'Zg==Zg==',
  base64.b64encode(blobs[-1]).decode(), base64.b64encode(blobs[-1][:-1]).decode().rstrip('=')]]
# xxd -r reads back what xxd wrote (-c N tells it the line length; -s starts at an offset, which -r
# restores as leading zero bytes; -a writes "*" for repeated zero lines).
reverse = []
for b, args in [(blobs[-1][:300], []), (blobs[-3], ['-c', '8']), (blobs[-4], ['-g', '1']), (blobs[-5], ['-u']),
                (bytes(range(256)), ['-c', '32', '-g', '4']), (b'\0' * 100 + b'tail', ['-a']),
                (blobs[-2], ['-s', '16']), (b'abcdef0123456789abcdef', ['-g', '1']), (b'', [])]:
    dump = subprocess.run(['xxd', *args], input=b, capture_output=True, check=True).stdout
    cols = args[args.index('-c'):args.index('-c') + 2] if '-c' in args else []
    back = subprocess.run(['xxd', '-r', *cols], input=dump, capture_output=True, check=True).stdout
    reverse.append({'args': args, 'dump': dump.decode(), 'hex': back.hex()})
texts = ['Hello, World!', 'a b&c=d/e?f#g', '中文 测试：你好，世界！', '繁體中文：臺灣、香港', '日本語テキスト', 'emoji 😀👍🏽 🇨🇳',
         "it's \"quoted\" <tag> & more", 'café naïve Ωmega ñ', '~!@#$%^&*()_+-=[]{}|;:,./<>?', 'line\nbreak\ttab', '']
url = [{'text': t, 'component': urllib.parse.quote(t, safe="-_.!~*'()"),
        'uri': urllib.parse.quote(t, safe=";,/?:@&=+$-_.!~*'()#")} for t in texts]
html_decode = [{'html': h, 'text': html.unescape(h)} for h in [
  '&lt;p&gt;Caf&eacute; &amp; cr&egrave;me&lt;/p&gt;', '&#x1F600;&#128512;&#X41;', '&amp &lt &copy; &copy &notit; &notin;',
  '&unknown; &amp;amp;', '&ThickSpace;&NotNestedGreaterGreater;', '&#0; &#x110000; &#xD800;', '&#128; &#x9F;', 'plain text']]
unicode = [{'text': t, 'json': json.dumps(t)[1:-1]} for t in ['é😀', '中文 test', '𝕳𝖊𝖑𝖑𝖔', 'Ω≈ç√∫', '👨‍👩‍👧‍👦']]
cjk = ['你好，世界！', '中华人民共和国', '汉字编码测试：ＧＢＫ　全角', '繁體中文測試', '臺灣香港澳門', '一二三四五六七八九十', 'ABC abc 123']
def enc(t, c):
    try: return t.encode(c).hex()
    except UnicodeEncodeError: return None
charsets = [{'text': t, 'gbk': enc(t, 'gbk'), 'big5': enc(t, 'big5'), 'utf16le': enc(t, 'utf-16-le'), 'utf16be': enc(t, 'utf-16-be')} for t in cjk]
print(json.dumps({'source': 'Python 3.11 base64/email.base64mime/urllib.parse/html/json/codecs and the xxd CLI (vim 9), xxd -r for the reverse; see generate.py',
  'rfc4648': [{'text': t, 'base64': base64.b64encode(t.encode()).decode(), 'base16': base64.b16encode(t.encode()).decode()} for t in ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar']],
  'base64': b64, 'hex': hexes, 'xxd': dumps, 'xxdReverse': reverse, 'strict': strict, 'url': url, 'htmlDecode': html_decode, 'unicode': unicode, 'charsets': charsets}, indent=1, ensure_ascii=False))
