// The lint refuses an import across feature folders, from a shared folder into a feature, from a
// feature or a shared folder into app/, and any cycle of imports, with the project's own ESLint
// configuration (eslint.config.mjs) on files of the web app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint();
// no-cycle reads the linted file from disk: off for the probes that exist only as text.
const probes = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const problems = async (filePath, code, rule = 'import/no-restricted-paths') =>
  (await probes.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === rule);

test('a feature importing another feature fails the lint, naming the feature', async () => {
  const found = await problems(
    'apps/web/src/features/time/Probe.tsx',
    "import { ReportsPage } from '../reports/ReportsPage';\nexport const probe = ReportsPage;\n",
  );
  assert.equal(found.length, 1);
  assert.equal(found[0].severity, 2);
  assert.match(found[0].message, /features\/time may not import another feature/);
});

test("a sub-feature importing another sub-feature or its feature's page fails the lint", async () => {
  for (const from of ['../drafts/SyncIndicator', '../DailyWorkPage']) {
    const found = await problems(
      'apps/web/src/features/daily-work/capture/Probe.tsx',
      `import * as other from '${from}';\nexport const probe = other;\n`,
    );
    assert.equal(found.length, 1, from);
    assert.match(
      found[0].message,
      /features\/daily-work\/capture may not import another part of features\/daily-work/,
    );
  }
});

test("a feature's page may import its sub-features", async () => {
  assert.deepEqual(
    await problems(
      'apps/web/src/features/daily-work/Probe.tsx',
      "import { NoteEditor } from './capture/NoteEditor';\nimport { SyncIndicator } from './drafts/SyncIndicator';\nexport const probe = [NoteEditor, SyncIndicator];\n",
    ),
    [],
  );
});

test('a shared folder importing a feature fails the lint', async () => {
  const found = await problems(
    'apps/web/src/components/Probe.tsx',
    "import { ReportsPage } from '../features/reports/ReportsPage';\nexport const probe = ReportsPage;\n",
  );
  assert.equal(found.length, 1);
  assert.match(found[0].message, /A shared folder may not import a feature/);
});

test('a feature or a shared folder importing app/ fails the lint', async () => {
  for (const [filePath, from] of [
    ['apps/web/src/features/time/Probe.tsx', '../../app/frame/AppFrame'],
    ['apps/web/src/lib/Probe.tsx', '../app/frame/AppFrame'],
  ]) {
    const found = await problems(
      filePath,
      `import { AppFrame } from '${from}';\nexport const probe = AppFrame;\n`,
    );
    assert.equal(found.length, 1, filePath);
    assert.match(found[0].message, /Only app\/ may import app\//);
  }
});

test('a cycle of imports fails the lint', async () => {
  const dir = mkdtempSync(join(process.cwd(), 'apps/web/src/lib/cycle-probe-'));
  try {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([relative(process.cwd(), join(dir, 'a.ts'))]);
    const cycles = result.messages.filter((m) => m.ruleId === 'import/no-cycle');
    assert.equal(cycles.length, 1);
    assert.equal(cycles[0].severity, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a feature importing itself or a shared folder passes, and app/routes may import features', async () => {
  assert.deepEqual(
    await problems(
      'apps/web/src/features/time/Probe.tsx',
      "import { TimeBars } from './TimeBars';\nimport { SettingsCard } from '../../components/SettingsCard';\nimport { api } from '../../lib/api';\nexport const probe = [TimeBars, SettingsCard, api];\n",
    ),
    [],
  );
  assert.deepEqual(
    await problems(
      'apps/web/src/app/routes/Probe.tsx',
      "import { ReportsPage } from '../../features/reports/ReportsPage';\nexport const probe = ReportsPage;\n",
    ),
    [],
  );
});
