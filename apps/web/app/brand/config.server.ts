import { isBitcoinAddress, isEip55Address } from '@tinkerbox/engine/address';
import { BRANDS, type BrandId } from './brands.ts';

export interface ExternalLink {
  name: string;
  url: string;
}
export interface Contact {
  icon: 'email' | 'github' | 'telegram' | 'x' | 'discord' | 'link';
  label: string;
  url: string;
}
export interface DonationCoin {
  coin: 'BTC' | 'ETH';
  name: string;
  address: string;
}

/** The runtime settings, read once when the server starts (see the README's table). */
export interface SiteConfig {
  brand: BrandId;
  issueUrl: string | null;
  blogUrl: string | null;
  externalLinks: ExternalLink[];
  codeUrl: string | null;
  contacts: Contact[];
  recordText: string | null;
  recordUrl: string | null;
  donations: DonationCoin[];
  adsScript: string | null;
  analyticsScript: string | null;
  /**
   * SITE_ORIGIN: the public origin (`https://tools.example.com`), the one source of canonical URLs, the
   * sitemap and `og:url`; never the Host header. Null: those are left out (README).
   */
  origin: string | null;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function url(env: Env, name: string): string | null {
  const v = env[name]?.trim();
  if (!v) return null;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(`${name} is not a URL: ${v}`);
  }
  if (!['https:', 'http:', 'mailto:'].includes(u.protocol))
    throw new ConfigError(`${name} must be http(s) or mailto: ${v}`);
  return v;
}

function json<T>(env: Env, name: string, check: (v: unknown) => v is T): T | null {
  const v = env[name]?.trim();
  if (!v) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    throw new ConfigError(`${name} is not valid JSON`);
  }
  if (!check(parsed)) throw new ConfigError(`${name} does not have the documented shape`);
  return parsed;
}

const isLinkList = (v: unknown): v is ExternalLink[] =>
  Array.isArray(v) && v.every((l) => typeof l?.name === 'string' && typeof l?.url === 'string');
const CONTACT_ICONS = ['email', 'github', 'telegram', 'x', 'discord', 'link'];
const isContactList = (v: unknown): v is Contact[] =>
  Array.isArray(v) &&
  v.every((c) => CONTACT_ICONS.includes(c?.icon) && typeof c?.url === 'string' && typeof c?.label === 'string');

/** SITE_ORIGIN as a bare origin: http(s), no path, query, fragment or credentials. */
function origin(env: Env): string | null {
  const v = env.SITE_ORIGIN?.trim();
  if (!v) return null;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(`SITE_ORIGIN is not a URL: ${v}`);
  }
  if (!['https:', 'http:'].includes(u.protocol)) throw new ConfigError(`SITE_ORIGIN must be http(s): ${v}`);
  if (u.username || u.password || u.search || u.hash || (u.pathname !== '/' && u.pathname !== ''))
    throw new ConfigError(`SITE_ORIGIN must be an origin alone, like https://tools.example.com, not ${v}`);
  return u.origin;
}

/**
 * Reads and validates the runtime settings. A bad value stops the server with a message naming it;
 * anything not configured is left out of the site, never pointed at a made-up address.
 */
export function loadConfig(env: Env): SiteConfig {
  const brandSetting = env.SITE_BRAND?.trim() || 'global';
  if (!(brandSetting in BRANDS)) throw new ConfigError(`SITE_BRAND must be "global" or "cn", not "${brandSetting}"`);
  const brand = brandSetting as BrandId;

  const donations: DonationCoin[] = [];
  const btc = env.DONATE_BTC?.trim();
  if (btc) {
    if (!isBitcoinAddress(btc))
      throw new ConfigError(`DONATE_BTC is not a valid Bitcoin address (base58check or bech32): ${btc}`);
    donations.push({ coin: 'BTC', name: 'Bitcoin', address: btc });
  }
  const eth = env.DONATE_ETH?.trim();
  if (eth) {
    if (!isEip55Address(eth)) throw new ConfigError(`DONATE_ETH is not an EIP-55 checksummed Ethereum address: ${eth}`);
    donations.push({ coin: 'ETH', name: 'Ethereum', address: eth });
  }

  const externalLinks = (json(env, 'SITE_EXTERNAL_LINKS', isLinkList) ?? []).map((l, i) => ({
    name: l.name,
    url:
      url({ v: l.url }, 'v') ??
      (() => {
        throw new ConfigError(`SITE_EXTERNAL_LINKS[${i}] has no url`);
      })(),
  }));
  const contacts = json(env, 'SITE_CONTACTS', isContactList) ?? [];
  for (const [i, c] of contacts.entries())
    if (!url({ v: c.url }, 'v')) throw new ConfigError(`SITE_CONTACTS[${i}] has no url`);

  return {
    brand,
    issueUrl: url(env, 'SITE_ISSUE_URL'),
    blogUrl: BRANDS[brand].blogLink ? url(env, 'SITE_BLOG_URL') : null,
    externalLinks,
    codeUrl: url(env, 'SITE_CODE_URL'),
    contacts,
    recordText: BRANDS[brand].recordLine ? env.SITE_RECORD_TEXT?.trim() || null : null,
    recordUrl: BRANDS[brand].recordLine ? url(env, 'SITE_RECORD_URL') : null,
    donations,
    adsScript: env.NODE_ENV === 'production' ? url(env, 'SITE_ADS_SCRIPT') : null,
    analyticsScript: env.NODE_ENV === 'production' ? url(env, 'SITE_ANALYTICS_SCRIPT') : null,
    origin: origin(env),
  };
}

/** Validated once when the server loads the app: a bad setting stops it at start. */
export const siteConfig: SiteConfig = loadConfig(process.env);
