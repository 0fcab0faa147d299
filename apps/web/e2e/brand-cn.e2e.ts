import { expect } from '@playwright/test';
import { test } from './support.ts';

test.use({ locale: 'fr-FR' });

test('the cn brand defaults to Simplified Chinese and shows its own links', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
  await expect(page).toHaveTitle('百宝箱');
  await expect(page.getByRole('banner').getByText('百宝箱')).toBeVisible();
  // its logo, drawn inline (decision 0189: as an <img> it cost an SVG document on the main thread), 32 px
  const logo = page.getByRole('banner').locator('svg:has(rect[fill="#b91c1c"])');
  await expect(logo).toBeVisible();
  expect(await logo.boundingBox()).toMatchObject({ width: 32, height: 32 });
  const blog = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '技术博客' });
  await expect(blog).toHaveAttribute('href', 'https://blog.example.com/');
  await expect(blog).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('contentinfo').getByText('京ICP备00000000号').first()).toBeAttached();
  await expect(page.getByRole('contentinfo').getByText('本服务器没有配置捐赠地址。')).toBeVisible();
});

test('the cn brand in Traditional Chinese and English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'zh_Hant_HK', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page).toHaveTitle('百寶箱');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('開發、編碼與區塊鏈工具');
  await context.addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
  await page.goto('/donate');
  await expect(page.getByText('No donation addresses are configured on this server.').first()).toBeVisible();
});

test('the global brand has no blog link and no record line', async ({ page }) => {
  // Same build, global settings: checked against the global server.
  await page.goto(`http://localhost:${process.env.E2E_PORT ?? 3100}/`);
  await expect(page.getByRole('link', { name: /Technology Blog|技术博客/ })).toHaveCount(0);
  await expect(page.getByText(/ICP/)).toHaveCount(0);
});
