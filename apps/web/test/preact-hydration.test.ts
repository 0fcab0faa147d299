import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checkedAgainst } from '../app/preact-hydration.ts';

const require = createRequire(import.meta.url);
const moduleFile = new URL('../app/preact-hydration.ts', import.meta.url);

describe('app/preact-hydration.ts', () => {
  // The module works around how React Router and Preact behave inside; an upgrade of either can break
  // hydration of the production build while every type and unit test still passes.
  for (const [name, checked] of Object.entries(checkedAgainst)) {
    it(`was checked against the installed ${name}`, () => {
      const { version } = require(`${name}/package.json`) as { version: string };
      expect(
        version,
        `${name} ${version} is installed, but app/preact-hydration.ts was checked against ${checked}. ` +
          'Re-check that module with this version (build with the default renderer, run the browser ' +
          'suite), then raise the version in its header and in `checkedAgainst`.',
      ).toBe(checked);
    });
  }

  it('names the checked versions in its header', () => {
    const header = readFileSync(moduleFile, 'utf8').split('*/')[0] ?? '';
    for (const [name, version] of Object.entries(checkedAgainst)) expect(header).toContain(`${name} ${version}`);
  });
});
