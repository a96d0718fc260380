module.exports = { ...require('../../jest.preset.js'), displayName: 'contracts-server', rootDir: __dirname };
