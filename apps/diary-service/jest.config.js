module.exports = { ...require('../../jest.preset.js'), displayName: 'diary-service', rootDir: __dirname };
