// The lint refuses an import across feature folders, and from a shared folder into a feature,
// with the project's own ESLint configuration (eslint.config.mjs) on files of the web app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
const problems = async (filePath, code) =>
  (await eslint.lintText(code, { filePath }))[0].messages.filter(
    (m) => m.ruleId === 'import/no-restricted-paths',
  );

test('a feature importing another feature fails the lint, naming the feature', async () => {
  const found = await problems(
    'apps/web/src/features/time/Probe.tsx',
    "import { ReportsPage } from '../reports/ReportsPage';\nexport const probe = ReportsPage;\n",
  );
  assert.equal(found.length, 1);
  assert.equal(found[0].severity, 2);
  assert.match(found[0].message, /features\/time may not import another feature/);
});

test('a shared folder importing a feature fails the lint', async () => {
  const found = await problems(
    'apps/web/src/components/Probe.tsx',
    "import { ReportsPage } from '../features/reports/ReportsPage';\nexport const probe = ReportsPage;\n",
  );
  assert.equal(found.length, 1);
  assert.match(found[0].message, /A shared folder may not import a feature/);
});

test('a feature importing itself, a shared folder or app/ passes, and app/routes may import features', async () => {
  assert.deepEqual(
    await problems(
      'apps/web/src/features/time/Probe.tsx',
      "import { TimeBars } from './TimeBars';\nimport { SettingsCard } from '../../components/SettingsCard';\nimport { api } from '../../app/api';\nexport const probe = [TimeBars, SettingsCard, api];\n",
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
