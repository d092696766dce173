#!/usr/bin/env node
// Size limits that keep every file and function readable in one sitting (issue 31):
// no source file over 500 lines and no function over 100 lines in server/src, apps/*/src,
// packages/*/src and tools/* (the simulators). Tests, seed data, translation catalogues and
// generated schema types are not code a reader has to follow, so they are exempt; the few named
// exceptions below say why.
// Usage: node scripts/check-sizes.mjs [file or folder ...]   (exit 1 and one line per breach)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const MAX_FILE_LINES = 500;
const MAX_FUNCTION_LINES = 100;

/** Files the limits do not apply to, and why. */
const EXEMPT = [
  [/\.test\.tsx?$|\/test\//, 'tests read top to bottom, one case at a time'],
  [/^server\/src\/db\/schema\.ts$/, 'table types, one interface per table, checked against the database'],
  [/^server\/src\/db\/seed\//, 'seed data'],
  [/^packages\/i18n\/src\/locales\//, 'translation catalogues'],
];

const DEFAULT_ROOTS = ['server/src', 'apps', 'packages', 'tools'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tsbuild']);

function* sources(entry) {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) {
    if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) yield entry;
    return;
  }
  for (const name of readdirSync(full)) {
    if (SKIP_DIRS.has(name)) continue;
    yield* sources(path.posix.join(entry, name));
  }
}

const lineOf = (file, pos) => file.getLineAndCharacterOfPosition(pos).line + 1;

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return '(anonymous)';
}

function check(relative) {
  const text = readFileSync(path.join(root, relative), 'utf8');
  const breaches = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) breaches.push(`${relative}: ${lines} lines (at most ${MAX_FILE_LINES})`);
  const kind = relative.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = lineOf(file, node.getStart(file));
      const length = lineOf(file, node.end) - start + 1;
      if (length > MAX_FUNCTION_LINES)
        breaches.push(
          `${relative}:${start}: function ${functionName(node)} is ${length} lines (at most ${MAX_FUNCTION_LINES})`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return breaches;
}

const roots = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ROOTS;
const breaches = [];
for (const entry of roots)
  for (const relative of sources(entry))
    if (!EXEMPT.some(([pattern]) => pattern.test(relative))) breaches.push(...check(relative));

if (breaches.length) {
  console.error(breaches.join('\n'));
  console.error(
    `\n${breaches.length} size limit(s) exceeded: split the file or function by what it does (see docs/ARCHITECTURE.md).`,
  );
  process.exit(1);
}
console.log('sizes ok: no file over 500 lines, no function over 100 lines');
