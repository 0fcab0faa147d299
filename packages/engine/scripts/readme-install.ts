// Writes the install lines and figures of the READMEs from what is true now: packs the package, installs
// the tarball with npm into an empty project, and writes the packages and MB it counted
// (<!-- install-size --> blocks) and how to install the package (<!-- install --> blocks: the tarball
// until scripts/registry.json says the package is on the registry). `--published` sets that flag first;
// `pnpm release` passes it after `changeset publish`, and nothing else does. check:package fails when a
// README differs from what this writes (test/package/install.test.ts).
// Run: pnpm --filter @tinkerbox/engine readme:install
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineRoot } from '../test/package/helpers.ts';
import {
  INSTALL_BUDGET,
  INSTALL_READMES,
  installSentence,
  installSizeText,
  installText,
  measureInstall,
  npmInstall,
  REGISTRY_STATE,
  readBlock,
  writeBlock,
} from '../test/package/install.ts';

if (process.argv.includes('--published')) writeFileSync(REGISTRY_STATE, `${JSON.stringify({ onRegistry: true })}\n`);
const { onRegistry } = JSON.parse(readFileSync(REGISTRY_STATE, 'utf8')) as { onRegistry: boolean };

const work = mkdtempSync(join(tmpdir(), 'engine-install-size-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', work], {
    cwd: engineRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz')) ?? '');
  const project = join(work, 'project');
  execFileSync('mkdir', [project]);
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true }\n');
  npmInstall(project, tarball);
  const size = measureInstall(project);
  console.log(`${installSentence(size)}: ${size.packages.join(', ')}`);
  for (const readme of INSTALL_READMES) {
    if (readBlock(readme, 'install') !== null) writeBlock(readme, 'install', installText(onRegistry));
    if (readBlock(readme, 'install-size') !== null) writeBlock(readme, 'install-size', installSizeText(size));
  }
  if (size.packages.length > INSTALL_BUDGET.packages || size.bytes > INSTALL_BUDGET.bytes) {
    console.error(`over the budget of ${INSTALL_BUDGET.packages} packages and ${INSTALL_BUDGET.bytes / 1e6} MB`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
