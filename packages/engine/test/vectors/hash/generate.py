#!/usr/bin/env python3
"""Regenerates the python-derived hash vectors: `python3 generate.py` (Python 3.11, hashlib on OpenSSL 3).

The messages are the standards' own example inputs; the expected outputs are computed here, by an
implementation independent of the code under test (hashlib/hmac are OpenSSL). Values the standards
print are repeated in the `published` fields and checked against hashlib below.
"""
import codecs, hashlib, hmac, json

def hx(b): return b.hex()

ALG = {'md5':'md5','sha1':'sha1','sha224':'sha224','sha256':'sha256','sha384':'sha384','sha512':'sha512',
       'sha512-224':'sha512_224','sha512-256':'sha512_256','sha3-224':'sha3_224','sha3-256':'sha3_256',
       'sha3-384':'sha3_384','sha3-512':'sha3_512','ripemd160':'ripemd160','blake2b':'blake2b','blake2s':'blake2s'}

# RFC 1321 appendix A.5, FIPS 180-4 / NIST CSRC examples ("abc", the 448- and 896-bit messages), FIPS 202 examples.
messages = {
  'empty': b'', 'a': b'a', 'abc': b'abc', 'message digest': b'message digest',
  'a-z': b'abcdefghijklmnopqrstuvwxyz',
  'A-Za-z0-9': b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  '1234567890x8': b'1234567890'*8,
  '448-bit': b'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
  '896-bit': b'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
  'million-a': b'a'*1000000,
  'fox': b'The quick brown fox jumps over the lazy dog',
}
published = {  # printed in the documents themselves
  ('md5','empty'):'d41d8cd98f00b204e9800998ecf8427e', ('md5','abc'):'900150983cd24fb0d6963f7d28e17f72',
  ('md5','message digest'):'f96b697d7cb7938d525a2f31aaf161d0', ('md5','1234567890x8'):'57edf4a22be3c955ac49da2e2107b67a',
  ('sha1','abc'):'a9993e364706816aba3e25717850c26c9cd0d89d',
  ('sha256','abc'):'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  ('sha256','448-bit'):'248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  ('sha3-256','empty'):'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
}
digests = []
for name, msg in messages.items():
  for alg, py in ALG.items():
    d = hashlib.new(py, msg).hexdigest()
    if (alg, name) in published: assert published[(alg, name)] == d, (alg, name)
    digests.append({'algorithm': alg, 'message': name, 'digest': d})

# RFC 2202 (HMAC-MD5, HMAC-SHA-1) and RFC 4231 (HMAC-SHA-224/256/384/512) test-case inputs.
rfc2202 = [
  (b'\x0b'*16, b'Hi There'), (b'Jefe', b'what do ya want for nothing?'), (b'\xaa'*16, b'\xdd'*50),
  (bytes(range(1,26)), b'\xcd'*50), (b'\x0c'*16, b'Test With Truncation'),
  (b'\xaa'*80, b'Test Using Larger Than Block-Size Key - Hash Key First'),
  (b'\xaa'*80, b'Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'),
]
rfc4231 = [
  (b'\x0b'*20, b'Hi There'), (b'Jefe', b'what do ya want for nothing?'), (b'\xaa'*20, b'\xdd'*50),
  (bytes(range(1,26)), b'\xcd'*50), (b'\x0c'*20, b'Test With Truncation'),
  (b'\xaa'*131, b'Test Using Larger Than Block-Size Key - Hash Key First'),
  (b'\xaa'*131, b'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'),
]
hmacs = []
for i,(k,m) in enumerate(rfc2202):
  for alg in ('md5','sha1'):
    hmacs.append({'source':'RFC 2202 test case %d' % (i+1), 'algorithm':alg, 'key':hx(k), 'data':hx(m), 'mac':hmac.new(k,m,alg).hexdigest()})
for i,(k,m) in enumerate(rfc4231):
  for alg in ('sha224','sha256','sha384','sha512'):
    mac = hmac.new(k,m,alg).hexdigest()
    if i == 4: mac = mac[:32]  # RFC 4231 4.6: truncated to 128 bits
    hmacs.append({'source':'RFC 4231 test case %d' % (i+1), 'algorithm':alg, 'key':hx(k), 'data':hx(m), 'mac':mac})
assert hmacs[-28+1]['mac'] == 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'

# RFC 6070 (PBKDF2-HMAC-SHA1) and RFC 7914 section 11 (PBKDF2-HMAC-SHA256).
pb = []
for p,s,c,l in [(b'password',b'salt',1,20),(b'password',b'salt',2,20),(b'password',b'salt',4096,20),
                (b'password',b'salt',16777216,20),
                (b'passwordPASSWORDpassword',b'saltSALTsaltSALTsaltSALTsaltSALTsalt',4096,25),(b'pass\0word',b'sa\0lt',4096,16)]:
  pb.append({'source':'RFC 6070','hash':'sha1','password':hx(p),'salt':hx(s),'iterations':c,'dkLen':l,'dk':hashlib.pbkdf2_hmac('sha1',p,s,c,l).hex()})
for p,s,c in [(b'passwd',b'salt',1),(b'Password',b'NaCl',80000)]:
  pb.append({'source':'RFC 7914 section 11','hash':'sha256','password':hx(p),'salt':hx(s),'iterations':c,'dkLen':64,'dk':hashlib.pbkdf2_hmac('sha256',p,s,c,64).hex()})
assert pb[0]['dk'] == '0c60c80f961f0e71f3a9b524af6012062fe037a6'
assert pb[6]['dk'].startswith('55ac046e56e3089fec1691c22544b605')

# Legacy text encodings: a deterministic sample of every encodable BMP character, encoded by Python's codecs.
text = []
for enc, py in (('gbk','gbk'),('big5','big5'),('shift_jis','shift_jis')):
  chars = []
  for cp in range(0x80, 0x10000):
    if 0xd800 <= cp <= 0xdfff: continue
    try: b = chr(cp).encode(py)
    except UnicodeEncodeError: continue
    chars.append((cp, b))
  for cp, b in chars[::37]:
    text.append({'encoding': enc, 'codePoint': cp, 'bytes': hx(b)})

json.dump({'_source': 'Messages: RFC 1321 A.5, FIPS 180-4 examples (NIST CSRC), FIPS 202 examples. Digests: python3 3.11 hashlib (OpenSSL 3).', 'messages': {k: hx(v) if k != 'million-a' else 'repeat:61:1000000' for k,v in messages.items()}, 'digests': digests}, open('digests.json','w'), indent=1)
json.dump({'_source': 'Inputs: RFC 2202 section 2/3 and RFC 4231 section 4. MACs: python3 hmac (OpenSSL 3); RFC 4231 case 5 is truncated to 128 bits as the RFC does.', 'vectors': hmacs}, open('hmac.json','w'), indent=1)
json.dump({'_source': 'Inputs: RFC 6070 and RFC 7914 section 11. Derived keys: python3 hashlib.pbkdf2_hmac (OpenSSL 3).', 'vectors': pb}, open('pbkdf2.json','w'), indent=1)
json.dump({'_source': "Every 37th encodable BMP character (from U+0080), encoded with python3 3.11 codecs gbk/big5/shift_jis.", 'vectors': text}, open('legacy-text.json','w'), indent=1)
