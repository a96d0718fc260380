// The web app's feature boundaries, kept by the linter (the rule bulletproof-react writes with
// import/no-restricted-paths, which is not installed here; see docs/decisions.md): a feature
// folder never imports another feature folder, and the shared folders never import a feature.
// What several features need lives in a shared folder; a screen made of several features is put
// together in app/ (app/routes), which may import any of them.
import path from 'node:path';

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Features import only themselves and the shared folders; shared folders import no feature.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          features: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'features', 'shared'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        'features/{{from}} may not import features/{{to}}: move what both need to a shared folder ({{shared}}), or put the two together in app/routes.',
      sharedToFeature:
        '{{from}}/ is shared and may not import features/{{to}}: move the piece it needs to a shared folder too, or pass it in from app/.',
    },
  },
  create(context) {
    const { root, features, shared } = context.options[0];
    const srcRoot = path.resolve(context.cwd, root);
    const featuresDir = path.join(srcRoot, features);
    const file = path.resolve(context.cwd, context.filename);
    /** The first folder under src/ and, for a feature, its name. */
    const place = (p) => {
      const rel = path.relative(srcRoot, p);
      if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
      const [top, second] = rel.split(path.sep);
      if (path.join(srcRoot, top) === featuresDir) return { feature: second };
      return { top };
    };
    const here = place(file);
    if (!here) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = place(path.resolve(path.dirname(file), source));
      if (!there?.feature) return;
      if (here.feature && here.feature !== there.feature)
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: here.feature, to: there.feature, shared: shared.join(', ') },
        });
      else if (here.top && shared.includes(here.top))
        context.report({ node, messageId: 'sharedToFeature', data: { from: here.top, to: there.feature } });
    };
    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // vi.mock('../x') and the like name a module too.
      'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(mock|doMock|importActual)$/]': (
        node,
      ) => node.arguments[0]?.type === 'Literal' && check(node, node.arguments[0].value),
    };
  },
};

export const featureBoundaries = { rules: { 'feature-boundaries': rule } };
