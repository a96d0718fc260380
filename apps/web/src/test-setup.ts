// Unit tests render in English with every namespace at hand (the app loads them lazily).
import { startI18nWith } from './lib/i18n/i18n';

const english = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', {
  eager: true,
});
await startI18nWith(
  'en',
  Object.fromEntries(
    Object.entries(english).map(([path, m]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), m.default]),
  ),
);
