// The web app's translation keys against its language files (apps/web/src/locales/<lng>/<ns>.json):
// fails on a key the sources use that a language lacks, a key a file holds that no source uses,
// and a plural missing one of its language's forms (Intl.PluralRules). A source file's keys are in
// the namespace of its first useTranslation('ns'); 'ns:key' names another. Keys kept in data are
// marked with tKey('ns:key'). Run: node tools/i18n/check-keys.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) && name !== 'test-setup.ts')
      out.push(path);
  }
  return out;
}

/** Every key the sources use, as 'ns:key', with where; and the dynamic keys the check cannot see. */
export function usedKeys(sourceDir) {
  const used = new Map();
  const dynamic = [];
  for (const file of walk(sourceDir)) {
    const text = readFileSync(file, 'utf8');
    const ns = /useTranslation\(\s*\[?\s*['"]([^'"]+)['"]/.exec(text)?.[1] ?? 'common';
    const where = relative(sourceDir, file);
    for (const m of text.matchAll(/(?<![\w.])(?:t|tKey|i18n\.t)\(\s*(['"])([^'"\n]+?)\1/g)) {
      const key = m[2].includes(':') ? m[2] : `${ns}:${m[2]}`;
      if (!used.has(key)) used.set(key, where);
    }
    for (const m of text.matchAll(/(?<![\w.])(?:t|tKey|i18n\.t)\(\s*`[^`]*\$\{/g))
      dynamic.push(`${where}: a key built at run time (${m[0]}); list its keys with tKey('ns:key')`);
  }
  return { used, dynamic };
}

function flatten(obj, prefix = '', out = new Set()) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out.add(key);
  }
  return out;
}

/** Each language's keys, as 'ns:key' (plural forms kept). */
export function fileKeys(localesDir, languages = LANGUAGES) {
  const byLanguage = new Map();
  for (const lng of languages) {
    const keys = new Set();
    let files = [];
    try {
      files = readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'));
    } catch {
      files = [];
    }
    for (const f of files) {
      const ns = f.replace(/\.json$/, '');
      for (const k of flatten(JSON.parse(readFileSync(join(localesDir, lng, f), 'utf8'))))
        keys.add(`${ns}:${k}`);
    }
    byLanguage.set(lng, keys);
  }
  return byLanguage;
}

/** The problems, one sentence each; none when the sources and the files agree. */
export function checkKeys({ sourceDir, localesDir, languages = LANGUAGES }) {
  const { used, dynamic } = usedKeys(sourceDir);
  const files = fileKeys(localesDir, languages);
  const problems = [...dynamic];
  const pluralBases = new Set(
    [...files.values()].flatMap((keys) =>
      [...keys].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
    ),
  );
  for (const lng of languages) {
    const keys = files.get(lng);
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const has = (key) =>
      pluralBases.has(key) ? categories.every((c) => keys.has(`${key}_${c}`)) : keys.has(key);
    for (const [key, where] of used)
      if (!has(key)) problems.push(`${lng}: "${key}" (used in ${where}) is missing`);
    for (const k of keys) {
      const base = k.replace(PLURAL, '');
      if (!used.has(base) && !used.has(k))
        problems.push(`${lng}: "${k}" is in the file but no source uses it`);
      else if (PLURAL.test(k) && !categories.includes(k.match(PLURAL)[1]))
        problems.push(`${lng}: "${k}" is a plural form ${lng} does not have`);
    }
    for (const base of pluralBases)
      if (used.has(base))
        for (const c of categories)
          if (!keys.has(`${base}_${c}`) && !problems.some((p) => p.startsWith(`${lng}: "${base}"`)))
            problems.push(`${lng}: "${base}_${c}" (a plural form of ${lng}) is missing`);
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkKeys({
    sourceDir: join(root, 'apps/web/src'),
    localesDir: join(root, 'apps/web/src/locales'),
  });
  for (const p of problems) console.error(p);
  console.log(
    problems.length
      ? `${problems.length} translation key problems`
      : 'Every translation key is used and in every language',
  );
  process.exit(problems.length ? 1 : 0);
}
