import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineRoot } from './helpers.ts';

// What installing the package costs a user, counted the way they meet it: a fresh `npm install` of the
// packed tarball in an empty project. global-setup.ts does that install once for check:package (the
// tests measure it and build their consumers on it); scripts/install-size.ts does it for the README.

/** At most this many packages and bytes for the package alone (issue 39). */
export const INSTALL_BUDGET = { packages: 15, bytes: 15_000_000 } as const;

/** Installs the tarball into `project` (which holds a package.json) with npm, from its cache when it can. */
export function npmInstall(project: string, tarball: string): void {
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball], {
    cwd: project,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface InstallSize {
  /** What npm added, the engine itself included (npm's "added N packages"). */
  packages: string[];
  /** Bytes of every file under node_modules (apparent size, as `du -sb` counts files). */
  bytes: number;
}

/** The packages and bytes of a project's node_modules, read from npm's own record of what it installed. */
export function measureInstall(project: string): InstallSize {
  const lock = JSON.parse(readFileSync(join(project, 'node_modules', '.package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  const packages = Object.keys(lock.packages)
    .filter((p) => p.startsWith('node_modules/'))
    .map((p) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .sort();
  let bytes = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else bytes += lstatSync(path).size;
    }
  };
  walk(join(project, 'node_modules'));
  return { packages, bytes };
}

/** The figure as the README states it: "14 packages, 11.7 MB". */
export function installSentence(size: InstallSize): string {
  return `${size.packages.length} packages, ${(size.bytes / 1e6).toFixed(1)} MB`;
}

/** The README paragraph that states the figure, between <!-- install-size:begin --> and its end. */
export function installSizeText(size: InstallSize): string {
  return `Alone, the package installs ${installSentence(size)}: a fresh \`npm install\` of the packed tarball, the engine itself included, counted by \`pnpm --filter @tinkerbox/engine readme:install\`.\n`;
}

/** The text between `<!-- name:begin -->` and `<!-- name:end -->` in a file, or null without the markers. */
export function readBlock(file: string, name: string): string | null {
  const m = new RegExp(`<!-- ${name}:begin -->\\n([\\s\\S]*?)<!-- ${name}:end -->`).exec(readFileSync(file, 'utf8'));
  return m ? (m[1] ?? '') : null;
}

/** Replaces the text between the markers; throws when the file has none. */
export function writeBlock(file: string, name: string, text: string): void {
  const before = readFileSync(file, 'utf8');
  if (readBlock(file, name) === null) throw new Error(`${file} has no <!-- ${name}:begin --> block`);
  writeFileSync(
    file,
    before.replace(
      new RegExp(`(<!-- ${name}:begin -->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`),
      (_, a: string, b: string) => `${a}${text}${b}`,
    ),
  );
}

/** The READMEs whose install instructions come from {@link installText}: the root's and this package's (TypeDoc's front page of the API reference). */
export const INSTALL_READMES = [join(engineRoot, 'README.md'), join(engineRoot, '..', '..', 'README.md')];

/** Whether the package is on the npm registry: set only by `pnpm release`, after `changeset publish`. */
export const REGISTRY_STATE = join(engineRoot, 'scripts', 'registry.json');

/** How to install the package today: `npm i` once it is on the registry, the packed tarball until then. */
export function installText(onRegistry: boolean): string {
  if (onRegistry) return '```sh\nnpm i @tinkerbox/engine\n```\n';
  return [
    'Not on the npm registry yet: `npm i @tinkerbox/engine` finds nothing. Install the packed tarball,',
    'made from a checkout of this repository (`pnpm pack` builds `dist` first):',
    '',
    '```sh',
    'pnpm install && pnpm --filter @tinkerbox/engine pack --pack-destination /tmp',
    'npm i /tmp/tinkerbox-engine-*.tgz   # in your project',
    '```',
    '',
    'Inside this repository, a workspace package depends on it as `"@tinkerbox/engine": "workspace:*"`.',
    '`pnpm release` publishes it and is the one step that changes these lines (scripts/registry.json).',
    '',
  ].join('\n');
}
