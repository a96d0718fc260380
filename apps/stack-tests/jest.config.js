module.exports = { ...require('../../jest.preset.js'), displayName: 'stack-tests', rootDir: __dirname };
