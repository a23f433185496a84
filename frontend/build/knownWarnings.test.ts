import type { Rollup } from 'vite';
import { isKnownWarning, onwarn } from './knownWarnings';

// The warnings as Rollup 4 reports them through Vite's build (recorded from `vite build`; the paths are the
// repository's own). The build's own check is the first-load budget test, which builds with warnings shown.
const ZOD_ANNOTATION: Rollup.RollupLog = {
  code: 'INVALID_ANNOTATION',
  id: '/repo/node_modules/zod/v4/core/util.js',
  loc: { column: 0, file: '/repo/node_modules/zod/v4/core/util.js', line: 400 },
  message: '../node_modules/zod/v4/core/util.js (400:0): A comment ... contains an annotation that Rollup cannot interpret',
};
const at = (file: string, code = ZOD_ANNOTATION.code): Rollup.RollupLog => ({
  ...ZOD_ANNOTATION,
  code,
  id: file,
  loc: { column: 0, line: 1, file },
});

describe("the build's known warnings", () => {
  it("drops Rollup's comment warnings from zod's files, wherever node_modules is", () => {
    expect(isKnownWarning(ZOD_ANNOTATION)).toBe(true);
    expect(isKnownWarning(at('/repo/node_modules/zod/v4/core/regexes.js'))).toBe(true);
    expect(isKnownWarning(at('C:\\repo\\node_modules\\zod\\v4\\core\\util.js'))).toBe(true);
    expect(isKnownWarning({ ...ZOD_ANNOTATION, id: undefined })).toBe(true);
  });

  it('keeps the same warning from our code or another package, and every other warning from zod', () => {
    expect(isKnownWarning(at('/repo/frontend/src/lib/limits.ts'))).toBe(false);
    expect(isKnownWarning(at('/repo/protocol/src/zod/index.ts'))).toBe(false);
    expect(isKnownWarning(at('/repo/node_modules/zod-validation-error/index.js'))).toBe(false);
    expect(isKnownWarning(at('/repo/node_modules/react-dom/index.js'))).toBe(false);
    expect(isKnownWarning(at('/repo/node_modules/zod/v4/core/util.js', 'CIRCULAR_DEPENDENCY'))).toBe(false);
    expect(isKnownWarning({ code: 'EMPTY_BUNDLE', message: 'Generated an empty chunk' })).toBe(false);
  });

  it('hands what it keeps to the default printer', () => {
    const printed: Rollup.RollupLog[] = [];
    const print = (log: Rollup.RollupLog | string | (() => Rollup.RollupLog | string)) => void printed.push(log as Rollup.RollupLog);
    const other = at('/repo/frontend/src/main.tsx');
    onwarn(ZOD_ANNOTATION, print);
    onwarn(other, print);
    expect(printed).toEqual([other]);
  });
});
