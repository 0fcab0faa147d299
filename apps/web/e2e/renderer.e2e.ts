import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { gotoHydrated, SMOKE, test, watchProblems } from './support.ts';

// The build under test says which library it renders with (vite.config.ts writes server/renderer.json;
// builds from before that file are Preact). Decision 0006.
function builtFor(): 'preact' | 'react' {
  const file = path.join(process.env.BUILD_DIR ?? 'build', 'server/renderer.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).renderer : 'preact';
}

test('pages hydrate with the renderer the build was made for, with nothing on the console', SMOKE, async ({ page }) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'the build of a site started elsewhere is not known here');
  const renderer = builtFor();
  const w = await watchProblems(page);
  for (const p of ['/', '/md5', '/jsonformat', '/aes', '/base64']) {
    await gotoHydrated(page, p);
    // React marks the nodes it hydrated; Preact's compatibility layer leaves no such mark.
    const reactMarks = await page.evaluate(() =>
      Object.keys(document.documentElement).some((k) => k.startsWith('__reactFiber$')),
    );
    expect(reactMarks ? 'react' : 'preact', p).toBe(renderer);
    await page.waitForLoadState('networkidle');
  }
  w.check();
});
