// Lets a worker thread run TypeScript when the services run from source (jest): compiles .ts with
// swc as the jest preset does and resolves the @diary/* aliases. Built services never load this:
// they start the compiled .js worker beside the code.
const fs = require('node:fs');
const path = require('node:path');
const Module = /** @type {any} */ (require('node:module'));
const swc = require('@swc/core');

const root = path.join(__dirname, '../..');
const { paths } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;
const aliases = Object.fromEntries(
  Object.entries(paths).map(([name, [file]]) => [name, path.join(root, file)]),
);
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, aliases[request] ?? request, ...rest);
};

const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;
require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = swc.transformSync(source, { ...swcrc, swcrc: false, filename, sourceMaps: false });
  module._compile(code, filename);
};

module.exports = require(require('piscina').workerData.entry);
