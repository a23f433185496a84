// One Jest run covers every workspace. ts-jest only transpiles (isolatedModules);
// type checking is `npm run typecheck`'s job, not the test runner's.
const tsJest = ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', jsx: 'react-jsx', esModuleInterop: true, allowJs: true, target: 'es2022' } }];

// Packages published only as ES modules, which Jest must transform to CommonJS (otplib's plugins load @scure/base
// and @noble/hashes 2, both ES modules only).
const esmOnly = ['openid-client', 'oauth4webapi', 'jose', 'nanoid', '@otplib', '@scure/base', '@noble/hashes'];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': tsJest, '^.+\\.mjs$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '^@nova/protocol$': '<rootDir>/../protocol/src/index.ts', '^@nova/db-emulator$': '<rootDir>/../emulator/src/index.ts' },
};

module.exports = {
  // One worker per core (Jest's default leaves one core to its parent process, which on the 2-core machines means a
  // single worker running every file in turn). The parent has little to do but host the backend's database emulator
  // (backend/test/globalSetup.ts), about a sixth of the backend files' CPU; every test file has its own database and
  // its servers on port 0, so files run side by side. See docs/performance.md ("The test suite").
  maxWorkers: '100%',
  // A test has 30 s, as the backend's and front end's setup files say too: on a loaded 2-core machine (both Jest
  // workers busy) a test that takes 0.1 s alone can wait seconds for the CPU. A broken test reports later, a passing
  // one takes no longer; tests observe (eventually(), fake timers) rather than wait for fixed times.
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: 'protocol', rootDir: 'protocol', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.test.ts'] },
    // The production image's file set (scripts/image-files.mjs), from the Dockerfile and the lockfile.
    { ...shared, displayName: 'scripts', rootDir: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.js'] },
    { ...shared, displayName: 'emulator', rootDir: 'emulator', testEnvironment: 'node', testMatch: ['<rootDir>/test/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'backend',
      rootDir: 'backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      // Starts the database engine once per run; see backend/test/globalSetup.ts.
      globalSetup: '<rootDir>/test/globalSetup.ts',
      globalTeardown: '<rootDir>/test/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
    {
      ...shared,
      displayName: 'frontend',
      rootDir: 'frontend',
      // jsdom, plus Request/Response/AbortController from Node for React Router's data router.
      testEnvironment: '<rootDir>/test/environment.cjs',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      // Swaps src/config.ts (import.meta.env) for test/config.ts.
      resolver: '<rootDir>/test/resolver.cjs',
      moduleNameMapper: { ...shared.moduleNameMapper, '\\.(css|svg|png)$': '<rootDir>/test/fileStub.cjs' },
    },
  ],
};
