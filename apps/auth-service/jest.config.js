module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'auth-service',
  rootDir: __dirname,
  // openid-client (and oidc-provider, which the tests start) ship as ES modules only: compiled for jest.
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|oidc-provider|jose)/)'],
};
