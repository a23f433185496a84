// Jest resolver for the frontend: a few source files use what CommonJS under Jest cannot run, so wherever they
// are imported from, tests get a stand-in from test/ instead:
// - src/config.ts reads import.meta.env -> test/config.ts (the same settings with defaults);
// - src/i18n/loadLocale.ts fetches the built locale files over HTTP -> test/loadLocale.ts (reads them from disk);
// - the simulator's runner starts a Web Worker from import.meta.url -> test/simulatorRunner.ts (runs in-process).
const path = require('node:path');

const SRC = path.join(__dirname, '..', 'src');
const STAND_INS = new Map([
  [path.join(SRC, 'config.ts'), path.join(__dirname, 'config.ts')],
  [path.join(SRC, 'i18n', 'loadLocale.ts'), path.join(__dirname, 'loadLocale.ts')],
  [path.join(SRC, 'features', 'simulator', 'runner.ts'), path.join(__dirname, 'simulatorRunner.ts')],
]);

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  return STAND_INS.get(resolved) ?? resolved;
};
