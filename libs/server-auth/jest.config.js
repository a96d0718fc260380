module.exports = { ...require('../../jest.preset.js'), displayName: 'server-auth', rootDir: __dirname };
