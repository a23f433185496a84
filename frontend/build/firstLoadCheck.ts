import { relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_MODULES, STAGES, UNITS, UNIT_CODE, type Stage, type UnitCode } from '../src/firstLoad/rule';

/** Where the rule is, as messages name it. */
export const RULE_FILE = 'frontend/src/firstLoad/rule.ts';

/** The parts of the first-load rule the check reads (the app's, or a test's own). */
export interface FirstLoadRule {
  units: Readonly<Record<string, UnitCode & { stage: Stage }>>;
  routeModules: readonly string[];
}

/** The app's rule, as the check reads it. */
export const APP_RULE: FirstLoadRule = {
  units: Object.fromEntries(Object.entries(UNIT_CODE).map(([name, code]) => [name, { ...code, stage: UNITS[name as keyof typeof UNITS] }])),
  routeModules: ROUTE_MODULES,
};

/** What a build says about its modules, by their names (`src/...` for the app's files, a package's name for a library's). */
export interface BuiltGraph {
  /** The entry module (the one the chain of a violation starts from). */
  entry: string;
  /** Every module with code in the chunks the entry loads before it runs: its own and those it imports statically. */
  entryModules: readonly string[];
  /** Every module of the build, with the modules it imports statically. */
  staticImports: ReadonlyMap<string, readonly string[]>;
  /** Every module something loads with import(). */
  dynamicTargets: readonly string[];
}

/** A rule entry as a test for a module name: a library's name (and its files), or a source path where `*` is one segment's part. */
function matcher(entry: string): (name: string) => boolean {
  if (!entry.startsWith('src/')) return (name) => name === entry;
  const pattern = new RegExp(
    `^${entry
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  return (name) => pattern.test(name);
}

/** The shortest chain of static imports from the entry to `target`, or null when it is in the entry's chunks only by merging. */
function chainTo(graph: BuiltGraph, target: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[graph.entry, null]]);
  const queue = [graph.entry];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current === target) {
      const chain: string[] = [];
      for (let at: string | null = current; at !== null; at = cameFrom.get(at) ?? null) chain.unshift(at);
      return chain;
    }
    for (const next of graph.staticImports.get(current) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Where `graph` breaks `rule`, one message each: a module or library of a deferred unit, or a page, in the entry's
 * static graph (with the import chain that brings it); code loaded with import() that the rule gives no stage; a rule
 * entry that names nothing the build has (a file renamed or moved). None when the build keeps the rule.
 */
export function firstLoadViolations(graph: BuiltGraph, rule: FirstLoadRule): string[] {
  const problems: string[] = [];
  const named: { entry: string; matches: (name: string) => boolean; where: string }[] = [
    ...Object.entries(rule.units).flatMap(([unit, { stage, what, modules }]) =>
      modules.map((entry) => ({ entry, matches: matcher(entry), where: `unit '${unit}' (${what}), stage '${stage}': ${STAGES[stage]}` })),
    ),
    ...rule.routeModules.map((entry) => ({ entry, matches: matcher(entry), where: `stage 'route': ${STAGES.route}` })),
  ];
  const reported = new Set<string>();
  for (const name of graph.entryModules) {
    const rule = named.find((n) => n.matches(name));
    const library = rule && !rule.entry.startsWith('src/');
    if (!rule || reported.has(library ? rule.entry : name)) continue;
    reported.add(library ? rule.entry : name);
    const chain = chainTo(graph, name);
    problems.push(
      `${library ? `the library ${rule.entry}` : name} is in the entry's static graph, but the first-load rule (${RULE_FILE}) loads it later: ` +
        `${rule.where}. ${chain ? `Imported by ${chain.join(' -> ')}` : 'It is merged into a chunk the entry loads'}. ` +
        'Load it with import() when its stage comes (docs/first-load.md).',
    );
  }
  for (const name of new Set(graph.dynamicTargets)) {
    if (named.some((n) => n.matches(name))) continue;
    problems.push(
      `${name} is loaded with import(), but the first-load rule (${RULE_FILE}) gives it no stage: name it in the unit it belongs to ` +
        '(UNITS), or in ROUTE_MODULES for route code (docs/first-load.md).',
    );
  }
  const all = [...graph.staticImports.keys()];
  for (const { entry } of named) {
    const matches = matcher(entry);
    if (!all.some(matches))
      problems.push(`the first-load rule (${RULE_FILE}) names ${entry}, which the build does not have: renamed or moved?`);
  }
  return problems;
}

/** A module id as the rule names it: a library's package name, else its path from the front end's folder. */
export function moduleName(id: string, root: string): string {
  const clean = id.split('?')[0]!;
  const inPackage = clean.split(/[\\/]node_modules[\\/]/).at(-1)!;
  if (inPackage !== clean) {
    const [scope, name] = inPackage.split(/[\\/]/);
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  return relative(root, clean).split(sep).join('/');
}

/** The graph of a finished bundle, as `firstLoadViolations` reads it. */
function builtGraph(context: Rollup.PluginContext, bundle: Rollup.OutputBundle, root: string): BuiltGraph {
  const name = (id: string) => moduleName(id, root);
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry?.facadeModuleId) throw new Error('first-load check: the build has no entry chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(entry);
  const ids = [...context.getModuleIds()].filter((id) => !id.startsWith('\0'));
  const infos = ids.map((id) => context.getModuleInfo(id)).filter((info): info is Rollup.ModuleInfo => info !== null);
  return {
    entry: name(entry.facadeModuleId),
    entryModules: [...loaded].flatMap((c) =>
      Object.entries(c.modules)
        .filter(([id, m]) => m.renderedLength > 0 && !id.startsWith('\0'))
        .map(([id]) => name(id)),
    ),
    staticImports: new Map(infos.map((info) => [name(info.id), info.importedIds.filter((id) => !id.startsWith('\0')).map(name)])),
    dynamicTargets: infos.filter((info) => info.dynamicImporters.length > 0).map((info) => name(info.id)),
  };
}

/**
 * Holds every production build to the first-load rule (src/firstLoad/rule.ts): the build fails with one line per
 * violation (`firstLoadViolations`). `root` is the front end's folder, which the rule's paths are relative to.
 */
export function firstLoadCheck(root: string, rule: FirstLoadRule = APP_RULE): Plugin {
  return {
    name: 'nova-first-load-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = firstLoadViolations(builtGraph(this, bundle, root), rule);
      if (problems.length > 0) this.error(`The first-load rule is broken:\n- ${problems.join('\n- ')}`);
    },
  };
}
