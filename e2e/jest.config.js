// Browser tests: the real app (built front end + API + emulator database) driven by Debian Chromium.
const tsJest = ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', esModuleInterop: true, allowJs: true, target: 'es2022' } }];
// Packages published only as ES modules (the backend's OpenID client), which Jest must transform to CommonJS.
const esmOnly = ['openid-client', 'oauth4webapi', 'jose', '@otplib', '@scure/base', '@noble/hashes'];

module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '^@nova/protocol$': '<rootDir>/protocol/src/index.ts' },
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  testTimeout: 60_000,
};
