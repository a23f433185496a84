import type { Rollup } from 'vite';

/**
 * Rollup warnings the build knows to be harmless: a warning code and the package it comes from, with the reason. Every
 * other warning, including these codes from our own code or another package, is printed as before.
 */
const KNOWN_WARNINGS: readonly { code: string; fromPackage: string; reason: string }[] = [
  {
    code: 'INVALID_ANNOTATION',
    fromPackage: 'zod',
    reason:
      "zod 4's comments mention `@__PURE__` in prose (explaining where its own annotations go); Rollup reads the word as " +
      'an annotation it cannot apply there and drops the comment. No annotation is lost: the real ones sit elsewhere.',
  },
];

/** Whether `log` comes from a module inside `name`'s folder in node_modules. */
function isFromPackage(log: Rollup.RollupLog, name: string): boolean {
  const file = log.id ?? log.loc?.file ?? '';
  return new RegExp(`[\\\\/]node_modules[\\\\/]${name}[\\\\/]`).test(file);
}

/** Whether `log` is one of KNOWN_WARNINGS. */
export function isKnownWarning(log: Rollup.RollupLog): boolean {
  return KNOWN_WARNINGS.some(({ code, fromPackage }) => log.code === code && isFromPackage(log, fromPackage));
}

/** `build.rollupOptions.onwarn`: drops the known warnings and hands every other one to Vite's printer. */
export const onwarn: Rollup.WarningHandlerWithDefault = (log, print) => {
  if (!isKnownWarning(log)) print(log);
};
