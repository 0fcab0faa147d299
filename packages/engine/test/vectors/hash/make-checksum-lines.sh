#!/usr/bin/env bash
# Regenerates checksum-lines.json: lines written by GNU coreutils (sha256sum, md5sum, sha1sum, --tag),
# OpenSSL `dgst` (plain, -r) and an SRI value (openssl dgst -binary | openssl base64 -A), each for a
# known file; and HMACs with an empty key from Python's hmac (RFC 2104 allows a zero-length key).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
cd "$dir"
printf 'abc' > abc.txt
printf 'hello\n' > 'name with spaces.txt'
printf 'x' > 'back\slash.txt'
{
  echo "coreutils: $(sha256sum --version | head -1); $(openssl version)"
  sha256sum abc.txt 'name with spaces.txt' 'back\slash.txt'
  sha256sum -b abc.txt
  md5sum abc.txt
  sha1sum abc.txt
  sha512sum abc.txt
  sha256sum --tag abc.txt
  sha384sum --tag abc.txt
  openssl dgst -sha256 abc.txt
  openssl dgst -sha3-256 abc.txt
  openssl dgst -ripemd160 abc.txt 2>/dev/null || openssl dgst -provider legacy -provider default -ripemd160 abc.txt
  openssl dgst -sha256 -r abc.txt
  echo "sha384-$(openssl dgst -sha384 -binary abc.txt | openssl base64 -A)"
  echo "sha256-$(openssl dgst -sha256 -binary abc.txt | openssl base64 -A)"
} > lines.txt
python3 - "$here/checksum-lines.json" <<'PY'
import hashlib, hmac, json, sys
lines = open('lines.txt', encoding='utf-8').read().split('\n')
tools = lines[0]
rows = [l for l in lines[1:] if l]
files = {'abc.txt': b'abc', 'name with spaces.txt': b'hello\n', 'back\\slash.txt': b'x'}
msg = b'The quick brown fox jumps over the lazy dog'
json.dump({
  '_source': f'Lines printed by {tools} for the files in "files" (make-checksum-lines.sh); emptyKeyHmac from Python {sys.version.split()[0]} hmac.new(b"", message, algorithm)',
  'files': {k: v.hex() for k, v in files.items()},
  'lines': rows,
  'emptyKeyHmac': [
    {'algorithm': a, 'message': msg.decode(), 'mac': hmac.new(b'', msg, a).hexdigest()} for a in ['md5', 'sha1', 'sha256', 'sha512']
  ] + [{'algorithm': 'sha256', 'message': '', 'mac': hmac.new(b'', b'', 'sha256').hexdigest()}],
}, open(sys.argv[1], 'w'), indent=1, ensure_ascii=False)
PY
rm -rf "$dir"
