// The web app's feature boundaries as zones of eslint-plugin-import's `no-restricted-paths` (the
// rule bulletproof-react uses): a feature folder never imports another feature folder, the shared
// folders never import a feature, and neither imports app/: imports flow shared → features → app. What several features need lives in a shared folder; a
// screen made of several features is put together in app/ (app/routes), which may import any.
import { readdirSync } from 'node:fs';

/** The zones for `src` (a path from the workspace root): one per feature, one for the shared folders. */
export function featureZones(src, shared) {
  const features = readdirSync(`${src}/features`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  // A folder inside a feature is a sub-feature (features/daily-work/session): it never imports its
  // siblings nor the feature's own files; the feature's page composes them.
  const subFeatures = features.flatMap((name) =>
    readdirSync(`${src}/features/${name}`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => ({ name, sub: d.name })),
  );
  return [
    ...subFeatures.map(({ name, sub }) => ({
      target: `./${src}/features/${name}/${sub}`,
      from: `./${src}/features/${name}`,
      except: [`./${sub}`],
      message: `features/${name}/${sub} may not import another part of features/${name}: move what both need to a shared folder (${shared.join(', ')}), or pass it in from the page that composes them.`,
    })),
    ...features.map((name) => ({
      target: `./${src}/features/${name}`,
      from: `./${src}/features`,
      except: [`./${name}`],
      message: `features/${name} may not import another feature: move what both need to a shared folder (${shared.join(', ')}), or put the two together in app/routes.`,
    })),
    {
      target: shared.map((folder) => `./${src}/${folder}`),
      from: `./${src}/features`,
      message:
        'A shared folder may not import a feature: move the piece it needs to a shared folder too, or pass it in from app/.',
    },
    {
      target: [`./${src}/features`, ...shared.map((folder) => `./${src}/${folder}`)],
      from: `./${src}/app`,
      message:
        'Only app/ may import app/ (the router, the frame and the providers): move the piece to a shared folder (lib/ holds the store, the API root, toasts and time).',
    },
  ];
}
