module.exports = { ...require('../../jest.preset.js'), displayName: 'search-service', rootDir: __dirname };
