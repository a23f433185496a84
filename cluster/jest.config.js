// The cluster suite (`npm run test:cluster`): real processes (redis-server, the standalone MongoDB emulator and
// two backend nodes). Not part of `npm test`, which needs no external service.
const tsJest = [
  'ts-jest',
  { tsconfig: { isolatedModules: true, module: 'commonjs', esModuleInterop: true, allowJs: true, target: 'es2022' } },
];
// Packages published only as ES modules, which Jest must transform to CommonJS.
const esmOnly = ['openid-client', 'oauth4webapi', 'jose', '@otplib', '@scure/base', '@noble/hashes'];

module.exports = {
  rootDir: '..',
  displayName: 'cluster',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/cluster/**/*.test.ts'],
  transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '^@nova/protocol$': '<rootDir>/protocol/src/index.ts' },
  testTimeout: 180_000,
};
