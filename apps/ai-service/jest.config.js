module.exports = { ...require('../../jest.preset.js'), displayName: 'ai-service', rootDir: __dirname };
