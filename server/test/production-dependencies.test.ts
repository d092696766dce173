import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/test-server.js';

// The production start command runs the built files after `npm ci --omit=dev` (the Dockerfile's
// runtime stage): every package they import must be in the production dependency tree.
const RUNTIME = [
  'scripts/serve.mjs',
  'scripts/parent-watch.mjs',
  'server/dist',
  'tools/terminal-simulator/dist',
  'tools/printer-simulator/dist',
  'packages/contracts/dist',
  'packages/domain/dist',
  'packages/i18n/dist',
];

function files(target: string): string[] {
  const full = path.join(REPO_ROOT, target);
  if (!existsSync(full)) return [];
  if (/\.m?js$/.test(full)) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.m?js$/.test(f) && !/\.test\.js$/.test(f))
    .map((f) => path.join(full, f));
}

/** The package name of a bare import specifier, or undefined for node built-ins and relative paths. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('production dependencies', () => {
  it('every package the built server, simulator and start command import is installed by npm ci --omit=dev', () => {
    const found = RUNTIME.flatMap(files);
    expect(
      found.some((f) => f.endsWith(path.join('server', 'dist', 'main.js'))),
      'run npm run build',
    ).toBe(true);
    const imported = new Map<string, string>();
    // static imports and re-exports at a line's start, side-effect imports, dynamic import('…')
    const pattern =
      /^(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
    for (const file of found) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const name = packageOf((match[1] ?? match[2] ?? match[3]) as string);
        if (name && !imported.has(name)) imported.set(name, path.relative(REPO_ROOT, file));
      }
    }
    // the tree npm ci --omit=dev installs (npm ls exits non-zero on an extraneous package: not ours to judge)
    const tree = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    const production = new Set(
      tree.stdout
        .split('\n')
        .map((line) => /node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(line)?.[1])
        .filter((name): name is string => name !== undefined),
    );
    const missing = [...imported].filter(([name]) => !production.has(name));
    expect(missing).toEqual([]);
    expect(imported.has('fastify')).toBe(true);
  });
});
