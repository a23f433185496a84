import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Domain folders that import values from each other are one piece in two places: neither can change without the
 * other (docs/ARCHITECTURE.md, "Who writes what"). This lists every pair of backend domain folders (the first path
 * segment under backend/src) where each imports a value (not `import type`) from the other, in non-test sources, and
 * compares it with the pairs still known. A new pair fails here; a pair removed must leave the list too, so the list
 * only shrinks. The goal is at most three.
 */
const SRC = join(__dirname, '..', 'src');

/** The pairs that remain, each `a<->b` in alphabetical order. Remove one when its imports go one way. */
const KNOWN_PAIRS = [
  'auth<->users',
  'fairness<->users',
  'ledger<->users',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The domain folder (or top-level file, without extension) a path under backend/src belongs to. */
const domainOf = (path: string) => relative(SRC, path).split(sep)[0]!.replace(/\.tsx?$/, '');

/** Whether an import brings in at least one value (a default, a namespace, or a named import not marked `type`). */
function importsValue(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true; // a side-effect import runs the module
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  if (ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
}

/** For each domain, the other domains it imports values from. */
export function valueImports(files: readonly string[], read: (file: string) => string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = domainOf(file);
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false);
    for (const node of source.statements) {
      if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
      const specifier = node.moduleSpecifier.text;
      if (!specifier.startsWith('.') || !importsValue(node)) continue;
      const target = resolve(dirname(file), specifier);
      if (relative(SRC, target).startsWith('..')) continue;
      const to = domainOf(target);
      if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Every pair of domains importing values from each other, as sorted `a<->b` strings. */
export function mutualPairs(edges: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [a, targets] of edges) {
    for (const b of targets) if (a < b && edges.get(b)?.has(a)) pairs.push(`${a}<->${b}`);
  }
  return pairs.sort();
}

describe('backend domain folders that import values from each other', () => {
  it('are only the known pairs, and every known pair still exists', () => {
    const files = sources(SRC);
    expect(mutualPairs(valueImports(files, (f) => readFileSync(f, 'utf8')))).toEqual([...KNOWN_PAIRS].sort());
  });

  it('counts value imports only: `import type` and type-only names go one way without making a pair', () => {
    const text: Record<string, string> = {
      [join(SRC, 'a', 'x.ts')]: "import { f } from '../b/y';\nimport type { T } from '../c/z';",
      [join(SRC, 'b', 'y.ts')]: "import { g } from '../a/x';",
      [join(SRC, 'c', 'z.ts')]: "import { type U } from '../a/x';\nimport * as all from '../d/w';",
      [join(SRC, 'd', 'w.ts')]: "import '../c/z';",
    };
    const pairs = mutualPairs(valueImports(Object.keys(text), (f) => text[f]!));
    expect(pairs).toEqual(['a<->b', 'c<->d']);
  });
});
