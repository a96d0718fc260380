module.exports = { ...require('../../jest.preset.js'), displayName: 'server-testing', rootDir: __dirname };
