// The guide cannot drift: every path, name and route that docs/architecture.md and
// docs/glossary.md put in backticks is found in the code, each step of the note trace names only
// what its own file holds, and the guide stays a short map (no settings, numbers or timings: those
// live in .env.example and docs/product-rules.md). Run by the lint stage of `npm test`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP = new Set(['node_modules', 'dist', 'tmp', '.git', '.nx', 'coverage', 'test-results']);

/** Every file of the repository (repo-relative, with `/`), folders ending in `/`. */
function walk(dir = '', out = []) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      out.push(`${path}/`);
      walk(path, out);
    } else out.push(path);
  }
  return out;
}
const files = walk();
const sourceFiles = files.filter(
  (f) => /^(apps|libs|tools)\//.test(f) && /\.(ts|tsx|mjs|cjs|js)$/.test(f) && !f.endsWith('.d.ts'),
);
const code = sourceFiles.map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (name) => new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`);

/** A path, file name or pattern (`*.view.ts`, `src/<feature>/`) matches some file or folder. */
function pathExists(span) {
  if (!/[*<]/.test(span) && existsSync(join(root, span))) return true;
  const pattern = escape(span)
    .replace(/\\\*/g, '[^/]*')
    .replace(/<[\w-]+>/g, '[^/]+');
  const re = new RegExp(`(^|/)${pattern}${span.endsWith('/') ? '' : '/?'}$`);
  return files.some((f) => re.test(f));
}

const isPath = (s) =>
  !s.startsWith('/') &&
  (s.includes('/') ||
    s === 'Dockerfile' ||
    /^[\w.*<>-]*\.(ts|tsx|mjs|js|json|md|yml|yaml|example|sql)$/.test(s));
const isName = (s) => /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/.test(s);
const isRoute = (s) => /^((GET|POST|PATCH|PUT|DELETE) )?\/[\w/{}.-]*$/.test(s);
const isCommand = (s) => /^npm (run )?[\w:-]+$/.test(s);
/** A table, column, queue or event name as the code spells it (`work_notes`, `note.upsert`). */
const isLiteral = (s) => /^[a-z][\w.:-]*$/.test(s);

/**
 * Why a span is not backed by the code (or by `scope`, a step's own file), or null when it is.
 * @param {string} span @param {string} [scope]
 */
function problem(span, scope) {
  const inScope = (text) => (scope ? word(text).test(readFileSync(join(root, scope), 'utf8')) : false);
  if (isRoute(span)) {
    const path = span.replace(/^\w+ /, '').replace(/\{[^}]*\}.*$/, '');
    if (scope) return readFileSync(join(root, scope), 'utf8').includes(path) ? null : `not in ${scope}`;
    return code.includes(path) ? null : 'no route in the code starts so';
  }
  if (isPath(span)) return pathExists(span) ? null : 'no such file or folder';
  if (isCommand(span)) {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
    return span.split(' ').pop() in scripts ? null : 'no such npm script';
  }
  if (isName(span)) {
    const name = span.replace(/\(\)$/, '');
    if (scope) return inScope(name) ? null : `not in ${scope}`;
    const [head, ...members] = name.split('.');
    const declared = /^[A-Z]/.test(head)
      ? new RegExp(`(class|interface|type|enum|function|const|let)\\s+${escape(head)}\\b`).test(code)
      : word(head).test(code);
    if (!declared) return 'not declared in apps/, libs/ or tools/';
    return members.every((m) => word(m).test(code)) ? null : 'its member is not in the code';
  }
  if (isLiteral(span))
    return scope && !inScope(span) ? `not in ${scope}` : code.includes(span) ? null : 'not in the code';
  return 'not a path, name, route or command the test can check; write it as one of those';
}

/** Backticked spans of a text, outside fenced blocks. */
const spans = (text) => [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

const guide = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const glossary = readFileSync(join(root, 'docs/glossary.md'), 'utf8');
const envNames = [
  ...readFileSync(join(root, '.env.example'), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm),
].map((m) => m[1]);

/** The numbered steps of the note trace, each as its text and the file it happens in. */
function traceSteps() {
  const section = guide.split(/^## Follow one note save$/m)[1];
  assert.ok(section, 'docs/architecture.md has a "## Follow one note save" section');
  return section
    .split(/^(?=\d+\. )/m)
    .filter((s) => /^\d+\. /.test(s))
    .map((text) => ({ text, file: spans(text)[0] }));
}

for (const [name, text] of [
  ['docs/architecture.md', guide],
  ['docs/glossary.md', glossary],
]) {
  test(`every path, name, route and command ${name} names is in the code`, () => {
    const trace = name === 'docs/architecture.md' ? traceSteps().map((s) => s.text) : [];
    const outsideTrace = trace.reduce((t, step) => t.replace(step, ''), text);
    const wrong = [...new Set(spans(outsideTrace))]
      .map((span) => [span, problem(span)])
      .filter(([, why]) => why)
      .map(([span, why]) => `\`${span}\`: ${why}`);
    assert.deepEqual(wrong, [], `${name} names what the code does not have`);
  });

  test(`${name} holds no setting, number or timing`, () => {
    const prose = text
      .replace(/`[^`\n]+`/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/^\d+\. /gm, '');
    assert.deepEqual(
      envNames.filter((env) => word(env).test(text)),
      [],
      'settings are described in .env.example',
    );
    assert.deepEqual(
      prose.match(/\d+/g) ?? [],
      [],
      'numbers and timings belong in product-rules or .env.example',
    );
  });
}

test('the guide is a short map: under 120 lines', () => {
  const lines = guide.trimEnd().split('\n').length;
  assert.ok(lines < 120, `docs/architecture.md has ${lines} lines`);
});

test('each step of the note trace names a file, and every name in the step is found in that file', () => {
  const steps = traceSteps();
  assert.ok(steps.length >= 10, 'the trace walks from the editor to the index and the write-ups');
  const wrong = [];
  for (const { text, file } of steps) {
    if (!file || !isPath(file) || !existsSync(join(root, file))) {
      wrong.push(`step "${text.slice(0, 40)}…" does not open with an existing file`);
      continue;
    }
    for (const span of spans(text).slice(1)) {
      const why = problem(span, file);
      if (why) wrong.push(`\`${span}\`: ${why}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('the trace goes gateway → diary → outbox → search and ai, in that order', () => {
  const order = traceSteps().map((s) => s.file.split('/').slice(0, 2).join('/'));
  const first = (prefix) => order.findIndex((f) => f.startsWith(prefix));
  const stops = ['apps/web', 'apps/gateway', 'apps/diary-service', 'apps/search-service', 'apps/ai-service'];
  const at = stops.map(first);
  assert.ok(
    at.every((i) => i >= 0),
    `the trace visits ${stops.join(', ')}`,
  );
  assert.deepEqual(
    [...at].sort((a, b) => a - b),
    at,
    'in that order',
  );
  assert.ok(
    traceSteps().some((s) => s.file.includes('/outbox/')),
    'the trace passes through the outbox',
  );
});

test('the checker itself refuses a renamed file, an unknown class and a name missing from its step', () => {
  assert.equal(problem('apps/diary-service/src/work-notes/work-notes.service.ts'), null);
  assert.match(problem('apps/diary-service/src/work-notes/work-notes.servce.ts'), /no such file/);
  assert.match(problem('WorkNotesServiceThatWasRenamed'), /not declared/);
  assert.match(
    problem('IndexWriter', 'apps/diary-service/src/work-notes/work-notes.service.ts'),
    /not in apps\/diary-service/,
  );
  assert.match(problem('a span with spaces'), /not a path, name/);
});
