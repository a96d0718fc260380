// Unit tests of the repository's own scripts (tools/**/*.spec.mjs), e.g. how `npm test` counts.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { environment: 'node', include: ['**/*.spec.mjs'] },
});
