// Browser tests: the real app (built front end + API + emulator database) driven by Debian Chromium.
const tsJest = ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', esModuleInterop: true, target: 'es2022' } }];

module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: { '^@nova/protocol$': '<rootDir>/protocol/src/index.ts' },
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  testTimeout: 60_000,
};
