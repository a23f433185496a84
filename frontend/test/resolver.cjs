// Jest resolver for the frontend: src/config.ts reads import.meta.env, which CommonJS cannot parse,
// so wherever it is imported from, tests get test/config.ts (the same settings with defaults) instead.
const path = require('node:path');

const SRC_CONFIG = path.join(__dirname, '..', 'src', 'config.ts');
const TEST_CONFIG = path.join(__dirname, 'config.ts');

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  return resolved === SRC_CONFIG ? TEST_CONFIG : resolved;
};
