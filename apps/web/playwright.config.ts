import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium.ts';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built site, served
// by the real server. With E2E_BASE_URL set, no server is started (a developer's running one is used).
const external = process.env.E2E_BASE_URL;
const buildDir = process.env.BUILD_DIR ?? 'build';
// E2E_PORT lets several checkouts or helpers run the suite side by side (the cn site takes the next port).
const GLOBAL_PORT = Number(process.env.E2E_PORT ?? 3100);
const CN_PORT = GLOBAL_PORT + 1;

// Known public addresses used only as test settings: the Bitcoin genesis coinbase address and the
// EIP-55 specification's first mixed-case example.
export const TEST_DONATE_BTC = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
export const TEST_DONATE_ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const chromium = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH };

const server = (port: number, env: Record<string, string>) => ({
  command: 'node server.js',
  port,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { NODE_ENV: 'production', PORT: String(port), BUILD_DIR: buildDir, ...env },
});

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // The service worker would hide requests from page.route (worker 404s, API stand-ins): only
  // e2e/offline.e2e.ts, which tests it, lets it run.
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'global',
      testIgnore: '**/brand-cn.e2e.ts',
      use: { ...chromium, baseURL: external ?? `http://localhost:${GLOBAL_PORT}` },
    },
    {
      name: 'cn',
      testMatch: '**/brand-cn.e2e.ts',
      use: { ...chromium, baseURL: process.env.E2E_CN_BASE_URL ?? `http://localhost:${CN_PORT}` },
    },
  ],
  webServer: external
    ? undefined
    : [
        server(GLOBAL_PORT, {
          SITE_BRAND: 'global',
          // canonical URLs, og:url and the sitemap (e2e/seo.e2e.ts); the cn site runs without, to test that too
          SITE_ORIGIN: 'https://tinkerbox.example',
          DONATE_BTC: TEST_DONATE_BTC,
          DONATE_ETH: TEST_DONATE_ETH,
          // The translator goes to the v3 stand-in that e2e/language.e2e.ts starts on this port.
          TRANSLATOR_KEY: 'e2e-key',
          TRANSLATOR_ENDPOINT: 'http://127.0.0.1:3179',
        }),
        server(CN_PORT, {
          SITE_BRAND: 'cn',
          SITE_BLOG_URL: 'https://blog.example.com/',
          SITE_RECORD_TEXT: '京ICP备00000000号',
          SITE_RECORD_URL: 'https://beian.miit.gov.cn/',
        }),
      ],
});
