import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../app/brand/config.server.ts';

describe('runtime settings', () => {
  it('defaults to the global brand with nothing configured and nothing made up', () => {
    const c = loadConfig({});
    expect(c.brand).toBe('global');
    expect(c.donations).toEqual([]);
    expect(c.blogUrl).toBeNull();
    expect(c.codeUrl).toBeNull();
    expect(c.externalLinks).toEqual([]);
    expect(c.recordText).toBeNull();
  });

  it('rejects an unknown brand, naming the setting', () => {
    expect(() => loadConfig({ SITE_BRAND: 'eu' })).toThrow(/SITE_BRAND/);
  });

  it('accepts valid donation addresses and stops on a bad one, naming it', () => {
    const ok = loadConfig({
      DONATE_BTC: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      DONATE_ETH: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(ok.donations.map((d) => d.coin)).toEqual(['BTC', 'ETH']);
    expect(() => loadConfig({ DONATE_BTC: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb' })).toThrow(/DONATE_BTC/);
    expect(() => loadConfig({ DONATE_ETH: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' })).toThrow(/DONATE_ETH/);
    expect(() => loadConfig({ DONATE_ETH: 'hello' })).toThrow(ConfigError);
  });

  it('shows the blog link and record line only for the cn brand', () => {
    const env = { SITE_BLOG_URL: 'https://blog.example.org/', SITE_RECORD_TEXT: 'ICP 1' };
    expect(loadConfig({ ...env, SITE_BRAND: 'global' }).blogUrl).toBeNull();
    expect(loadConfig({ ...env, SITE_BRAND: 'global' }).recordText).toBeNull();
    expect(loadConfig({ ...env, SITE_BRAND: 'cn' }).blogUrl).toBe('https://blog.example.org/');
    expect(loadConfig({ ...env, SITE_BRAND: 'cn' }).recordText).toBe('ICP 1');
  });

  it('validates link lists and URLs', () => {
    expect(() => loadConfig({ SITE_EXTERNAL_LINKS: '[{"name":"x"}]' })).toThrow(/SITE_EXTERNAL_LINKS/);
    expect(() => loadConfig({ SITE_CODE_URL: 'not a url' })).toThrow(/SITE_CODE_URL/);
    expect(() => loadConfig({ SITE_CODE_URL: 'javascript:alert(1)' })).toThrow(/SITE_CODE_URL/);
    const c = loadConfig({ SITE_EXTERNAL_LINKS: '[{"name":"A","url":"https://a.example/"}]' });
    expect(c.externalLinks).toEqual([{ name: 'A', url: 'https://a.example/' }]);
  });

  it('loads advertising and analytics only in production', () => {
    const env = { SITE_ADS_SCRIPT: 'https://ads.example/a.js', SITE_ANALYTICS_SCRIPT: 'https://stats.example/s.js' };
    expect(loadConfig(env).adsScript).toBeNull();
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).adsScript).toBe('https://ads.example/a.js');
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).analyticsScript).toBe('https://stats.example/s.js');
  });
});
