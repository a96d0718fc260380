// The key check: the app's own files pass; a missing key, an unused key and a missing plural form fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkKeys } from './check-keys.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

function project(source, files) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'Page.tsx'), source);
  for (const [lng, namespaces] of Object.entries(files))
    for (const [ns, content] of Object.entries(namespaces)) {
      mkdirSync(join(dir, 'locales', lng), { recursive: true });
      writeFileSync(join(dir, 'locales', lng, `${ns}.json`), JSON.stringify(content));
    }
  return { sourceDir: join(dir, 'src'), localesDir: join(dir, 'locales'), languages: ['en', 'de', 'ja'] };
}

const page = `const { t } = useTranslation('page');\nt('title'); t('items', { count: 2 }); t('common:ok');`;
const complete = {
  en: {
    page: { title: 'Title', items_one: '{{count}} item', items_other: '{{count}} items' },
    common: { ok: 'OK' },
  },
  de: {
    page: { title: 'Titel', items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge' },
    common: { ok: 'OK' },
  },
  ja: { page: { title: 'タイトル', items_other: '{{count}} 件' }, common: { ok: 'OK' } },
};

test("the web app's sources and its six language files agree", () => {
  const problems = checkKeys({
    sourceDir: join(root, 'apps/web/src'),
    localesDir: join(root, 'apps/web/src/locales'),
  });
  assert.deepEqual(problems, []);
});

test('passes a project whose every language has every key it uses', () => {
  assert.deepEqual(checkKeys(project(page, complete)), []);
});

test('fails on a key used in the sources but missing from a language file', () => {
  const files = JSON.parse(JSON.stringify(complete));
  delete files.de.page.title;
  assert.deepEqual(checkKeys(project(page, files)), ['de: "page:title" (used in Page.tsx) is missing']);
});

test('fails on a key in a file that no source uses', () => {
  const files = JSON.parse(JSON.stringify(complete));
  files.ja.page.leftover = '残り';
  assert.deepEqual(checkKeys(project(page, files)), [
    'ja: "page:leftover" is in the file but no source uses it',
  ]);
});

test("fails on a plural missing one of its language's forms", () => {
  const files = JSON.parse(JSON.stringify(complete));
  delete files.de.page.items_one;
  assert.deepEqual(checkKeys(project(page, files)), ['de: "page:items" (used in Page.tsx) is missing']);
});

test('fails on a key built at run time, which it cannot see', () => {
  const problems = checkKeys(project(page + '\nt(`x.${unit}`);', complete));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /built at run time/);
});
