#!/usr/bin/env python3
"""Regenerates password.json: `/usr/bin/python3 generate-password.py` on Debian 12 with the packages
argon2 (the phc-winner-argon2 reference CLI, 0~20171227), python3-bcrypt 3.2.2 (pyca/bcrypt, OpenBSD's
bcrypt code), python3-passlib 1.7.4 (its $scrypt$ strings), python3-argon2 21.1 and Python 3.11 hashlib.scrypt (OpenSSL 3).

Every expected value is made here by one of those implementations, none of which is the code under test.
Values printed in documents (RFC 7914 section 12, the phc-winner-argon2 README, jBCrypt's test table)
are in `published` and checked against the tools below before they are written.
"""
import base64, hashlib, json, subprocess
import bcrypt
from passlib.hash import scrypt as passlib_scrypt

out = {'argon2': [], 'scrypt': [], 'scryptStrings': [], 'bcrypt': [], 'bcryptPublished': []}

def argon2_cli(password, salt, variant, t, m_log2, p, length):
    """The reference CLI: -m is log2 of the memory in KiB; prints the raw hash and the PHC string."""
    flag = {'argon2i': '-i', 'argon2d': '-d', 'argon2id': '-id'}[variant]
    res = subprocess.run(['argon2', salt, flag, '-t', str(t), '-m', str(m_log2), '-p', str(p), '-l', str(length)],
                         input=password, capture_output=True, check=True).stdout.decode()
    fields = dict(line.split(':', 1) for line in res.splitlines() if ':' in line)
    return fields['Hash'].strip(), fields['Encoded'].strip()

# phc-winner-argon2 README, "Command-line utility": `echo -n "password" | ./argon2 somesalt -t 2 -m 16 -p 4 -l 24`
README = ('45d7ac72e76f242b20b77b9bf9bf9d5915894e669a24e6c6',
          '$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG')
assert argon2_cli(b'password', 'somesalt', 'argon2i', 2, 16, 4, 24) == README
for variant in ('argon2i', 'argon2d', 'argon2id'):
    for (pw, salt, t, m, p, l) in [(b'password', 'somesalt', 2, 16, 4, 24), (b'password', 'somesalt', 3, 12, 1, 32),
                                   (b'differentpassword', 'diffsalt', 1, 8, 2, 16), (b'\xe5\xaf\x86\xe7\xa0\x81', 'saltsaltsalt', 2, 10, 3, 64)]:
        h, enc = argon2_cli(pw, salt, variant, t, m, p, l)
        out['argon2'].append({'source': 'argon2 reference CLI', 'variant': variant, 'password': pw.hex(),
                              'salt': salt.encode().hex(), 'iterations': t, 'memory': 2 ** m, 'parallelism': p,
                              'hashLength': l, 'hash': h, 'encoded': enc})

# The CLI reads no empty password; argon2-cffi (python3-argon2 21.1, over Debian's libargon2, the same
# reference C code) hashes one, which RFC 9106 allows.
from argon2.low_level import hash_secret, hash_secret_raw, Type
for variant, ty in (('argon2id', Type.ID), ('argon2i', Type.I), ('argon2d', Type.D)):
    out['argon2'].append({'source': 'argon2-cffi 21.1 (libargon2)', 'variant': variant, 'password': '', 'salt': b'somesalt'.hex(),
                          'iterations': 1, 'memory': 8, 'parallelism': 1, 'hashLength': 32,
                          'hash': hash_secret_raw(b'', b'somesalt', 1, 8, 1, 32, ty).hex(),
                          'encoded': hash_secret(b'', b'somesalt', 1, 8, 1, 32, ty).decode()})

# RFC 7914 section 12 (the fourth, N = 2^20 with 1 GiB of memory, is left out of the unit tests).
RFC7914 = [
  (b'', b'', 16, 1, 1, 64, '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906'),
  (b'password', b'NaCl', 1024, 8, 16, 64, 'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640'),
  (b'pleaseletmein', b'SodiumChloride', 16384, 8, 1, 64, '7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887'),
]
for (pw, salt, n, r, p, l, want) in RFC7914:
    assert hashlib.scrypt(pw, salt=salt, n=n, r=r, p=p, dklen=l).hex() == want
    out['scrypt'].append({'source': 'RFC 7914 section 12', 'password': pw.hex(), 'salt': salt.hex(), 'N': n, 'r': r, 'p': p, 'dkLen': l, 'hash': want})
for (pw, salt, n, r, p, l) in [(b'\xe5\xaf\x86\xe7\xa0\x81', b'\x00\x01\x02\xff', 32, 2, 3, 17), (b'x' * 100, b'', 2, 1, 1, 1),
                               (b'correct horse', b'0123456789abcdef', 4096, 4, 2, 32)]:
    out['scrypt'].append({'source': 'Python 3.11 hashlib.scrypt (OpenSSL 3)', 'password': pw.hex(), 'salt': salt.hex(), 'N': n, 'r': r, 'p': p,
                          'dkLen': l, 'hash': hashlib.scrypt(pw, salt=salt, n=n, r=r, p=p, dklen=l, maxmem=2**30).hex()})
for (pw, salt, ln, r, p) in [('password', bytes(range(16)), 10, 8, 1), ('pässwörd', b'\xfb\xff\xfesaltsalt', 8, 4, 2)]:
    enc = passlib_scrypt.using(salt=salt, rounds=ln, block_size=r, parallelism=p).hash(pw)
    out['scryptStrings'].append({'source': 'passlib 1.7.4 passlib.hash.scrypt', 'password': pw.encode().hex(), 'encoded': enc})

# pyca/bcrypt (OpenBSD bcrypt.c): $2b$ strings for chosen salts (the salt field is bcrypt's base64 of 16 bytes).
for (pw, salt22, cost) in [(b'password', '......................', 4), (b'', 'abcdefghijklmnopqrstuu', 5),
                           (b'\xe5\xaf\x86\xe7\xa0\x81', 'Ro0CUfOqk6cXEKf3dyaM7O', 6), (b'x' * 72, 'Ro0CUfOqk6cXEKf3dyaM7O', 4),
                           (b'U*U', 'CCCCCCCCCCCCCCCCCCCCC.', 5)]:
    enc = bcrypt.hashpw(pw, f'$2b${cost:02d}${salt22}'.encode()).decode()
    out['bcrypt'].append({'source': 'pyca/bcrypt 3.2.2 hashpw', 'password': pw.hex(), 'cost': cost, 'encoded': enc})

# jBCrypt's TestBCrypt.java test table (Damien Miller), $2a$ strings; checked with pyca/bcrypt here.
JBCRYPT = [
  ('', '$2a$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.'),
  ('a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'),
  ('abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'),
  ('abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'),
  ('~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO'),
]
for (pw, enc) in JBCRYPT:
    assert bcrypt.checkpw(pw.encode(), enc.encode()), enc
    out['bcryptPublished'].append({'source': "jBCrypt TestBCrypt.java", 'password': pw.encode().hex(), 'encoded': enc})

with open('password.json', 'w') as f:
    json.dump(out, f, indent=1)
    f.write('\n')
