import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Licence {
  name: string;
  version: string;
  licence: string;
}

/** The runtime libraries the site ships (the site's and the engine's dependencies), read from their own package.json. */
function readLicences(): Licence[] {
  const webDir = process.cwd();
  const manifests = [
    path.join(webDir, 'package.json'),
    path.join(webDir, '../../packages/engine/package.json'),
    path.join(webDir, '../../packages/ui/package.json'),
  ];
  const out = new Map<string, Licence>();
  for (const manifest of manifests) {
    let deps: Record<string, string>;
    try {
      deps =
        (JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
    } catch {
      continue;
    }
    const req = createRequire(manifest);
    for (const name of Object.keys(deps)) {
      if (name.startsWith('@tinkerbox/') || out.has(name)) continue;
      try {
        const pkg = JSON.parse(readFileSync(req.resolve(`${name}/package.json`), 'utf8')) as {
          version: string;
          license?: string;
        };
        out.set(name, { name, version: pkg.version, licence: pkg.license ?? 'see package' });
      } catch {
        // A package that hides its package.json from `exports`: find it beside the manifest instead.
        try {
          const pkg = JSON.parse(
            readFileSync(path.join(path.dirname(manifest), 'node_modules', name, 'package.json'), 'utf8'),
          ) as { version: string; license?: string };
          out.set(name, { name, version: pkg.version, licence: pkg.license ?? 'see package' });
        } catch {
          // Not installed here (a dev-only checkout): leave it out rather than guess.
        }
      }
    }
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const licences: Licence[] = readLicences();
