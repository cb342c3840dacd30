const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2024',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
};

/** @type {import('jest').Config} */
export default {
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/tests/client/'],
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: '<rootDir>/tests/client/support/jsdomEnvironment.js',
      testMatch: ['<rootDir>/tests/client/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/tests/client/support/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/client/support/setup.ts'],
      moduleNameMapper: {
        '\\.module\\.css$': '<rootDir>/tests/client/support/cssModuleStub.ts',
        '\\.css$': '<rootDir>/tests/client/support/styleStub.ts',
        '^swiper/css(/.*)?$': '<rootDir>/tests/client/support/styleStub.ts',
      },
    },
  ],
};
