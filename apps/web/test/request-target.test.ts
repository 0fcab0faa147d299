import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cleanPath, MAX_SEGMENTS, screenRequest } from '../request-target.js';

/** A request as Node's parser leaves it: the target as sent, the headers in order. */
function request(url: string, headers: [string, string][] = [['Host', 'localhost']]) {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  req.rawHeaders = headers.flat();
  for (const [k, v] of headers) req.headers[k.toLowerCase()] ??= v;
  return req;
}

describe('cleanPath', () => {
  it('decodes, removes dot segments (RFC 3986 5.2.4) and empty segments', () => {
    expect(cleanPath('/x/../SHA%32%35%36/')).toBe('/SHA256');
    expect(cleanPath('/./a//b/./c/..')).toBe('/a/b');
    expect(cleanPath('/../../..')).toBe('/');
    expect(cleanPath('/')).toBe('/');
    expect(cleanPath('/%E4%B8%AD')).toBe('/中');
    expect(cleanPath('/%E4%B8%')).toBeNull();
  });
});

describe('screenRequest', () => {
  it('lets a page, a data request and a file through', () => {
    for (const url of ['/', '/sha256?x=1', '/zh-hant/sha256.data', '/docs/engine/functions/a.b.html'])
      expect([url, screenRequest(request(url))]).toEqual([url, null]);
  });

  it('refuses what cannot be a page, with the status a client can act on', () => {
    expect(screenRequest(request(`/${'a/'.repeat(MAX_SEGMENTS)}`))?.status).toBe(404);
    expect(screenRequest(request(`/${'a'.repeat(3000)}`))?.status).toBe(414);
    // a long query is not a long path
    expect(screenRequest(request(`/sha256?${'a'.repeat(3000)}`))).toBeNull();
    expect(screenRequest(request('/%zz'))?.status).toBe(400);
    expect(screenRequest(request('/sha256?q=%zz'))).toBeNull();
    expect(screenRequest(request('sha256'))?.status).toBe(400);
    expect(
      screenRequest(
        request('/', [
          ['Host', 'a'],
          ['host', 'b'],
        ]),
      )?.status,
    ).toBe(400);
  });

  it('takes an absolute-form target (RFC 9112 3.2.2): its path, and its authority as the Host', () => {
    const req = request('http://tools.example:8080/sha256?x=1', [['Host', 'other']]);
    expect(screenRequest(req)).toBeNull();
    expect(req.url).toBe('/sha256?x=1');
    expect(req.headers.host).toBe('tools.example:8080');
    const bare = request('HTTPS://tools.example');
    expect(screenRequest(bare)).toBeNull();
    expect(bare.url).toBe('/');
  });
});
