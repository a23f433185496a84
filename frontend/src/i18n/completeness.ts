/**
 * Locale completeness: every language must have exactly the keys English has (plural keys in the forms its
 * own plural rules use), no empty strings, and the same {{interpolation}} variables.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };
/** language -> namespace -> translations */
export type LocaleSet = Record<string, Record<string, LocaleTree>>;

export interface LocaleProblem {
  lang: string;
  ns: string;
  key: string;
  kind: 'missing' | 'extra' | 'empty' | 'variables' | 'type' | 'namespace';
  detail?: string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([\w.]+)(?:\s*,[^}]*)?\s*\}\}/g;

/** key path -> string, e.g. { nav: { home: 'Home' } } -> { 'nav.home': 'Home' }; objects in `objects`. */
function flatten(tree: LocaleTree, prefix = '', out: Map<string, string> = new Map(), objects: Set<string> = new Set()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else {
      objects.add(path);
      flatten(value, path, out, objects);
    }
  }
  return { strings: out, objects };
}

export const variablesOf = (text: string): string[] => [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] ?? ''))].sort();

/**
 * The plural forms a locale must carry: the categories its own rules use (Intl, the same rules i18next picks
 * forms with) plus English's, so every language has every key English has (an unused form costs nothing).
 */
export const pluralForms = (lang: string): string[] => [
  ...new Set([...new Intl.PluralRules(lang).resolvedOptions().pluralCategories, ...new Intl.PluralRules('en').resolvedOptions().pluralCategories]),
];

/** Groups keys by their base: 'coins_one' and 'coins_other' -> 'coins' (plural); others stand alone. */
function groupKeys(strings: Map<string, string>): Map<string, { plural: boolean; keys: string[] }> {
  const groups = new Map<string, { plural: boolean; keys: string[] }>();
  for (const key of strings.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const plural = base !== key;
    const group = groups.get(base) ?? { plural, keys: [] };
    group.keys.push(key);
    groups.set(base, group);
  }
  return groups;
}

function compareNamespace(lang: string, ns: string, base: LocaleTree, target: LocaleTree): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const src = flatten(base);
  const dst = flatten(target);
  const srcGroups = groupKeys(src.strings);
  const expected = new Set<string>();

  for (const [baseKey, group] of srcGroups) {
    const englishVars = new Set(group.keys.flatMap((k) => variablesOf(src.strings.get(k) ?? '')));
    const keys = group.plural ? pluralForms(lang).map((form) => `${baseKey}_${form}`) : [baseKey];
    for (const key of keys) {
      expected.add(key);
      if (dst.objects.has(key)) {
        problems.push({ lang, ns, key, kind: 'type', detail: 'object where English has text' });
        continue;
      }
      const text = dst.strings.get(key);
      if (text === undefined) {
        problems.push({ lang, ns, key, kind: 'missing' });
        continue;
      }
      if (text.trim() === '') {
        problems.push({ lang, ns, key, kind: 'empty' });
        continue;
      }
      const vars = variablesOf(text);
      // Plural forms other than _other may leave variables out ("une pièce", "عملتان"); _other and
      // non-plural keys must use exactly the English variables ({{count}} is always optional).
      const optional = group.plural && !key.endsWith('_other');
      const required = optional ? [] : [...englishVars].filter((v) => !(group.plural && v === 'count')).sort();
      const unknown = vars.filter((v) => !englishVars.has(v));
      const absent = required.filter((v) => !vars.includes(v));
      if (unknown.length || absent.length) {
        problems.push({ lang, ns, key, kind: 'variables', detail: `expected {{${required.join('}}, {{')}}}, found {{${vars.join('}}, {{')}}}` });
      }
    }
  }
  for (const key of dst.strings.keys()) if (!expected.has(key)) problems.push({ lang, ns, key, kind: 'extra' });
  for (const key of dst.objects) if (!src.objects.has(key) && !src.strings.has(key)) problems.push({ lang, ns, key, kind: 'extra' });
  for (const key of src.objects) if (dst.strings.has(key)) problems.push({ lang, ns, key, kind: 'type', detail: 'text where English has a group' });
  return problems;
}

/** Checks every language against `base` (English). Returns the problems; an empty list means complete. */
export function checkLocales(locales: LocaleSet, base = 'en'): LocaleProblem[] {
  const reference = locales[base];
  if (!reference) return [{ lang: base, ns: '*', key: '*', kind: 'namespace', detail: 'reference language missing' }];
  const problems: LocaleProblem[] = [];
  for (const [lang, namespaces] of Object.entries(locales)) {
    for (const ns of Object.keys(reference)) {
      const target = namespaces[ns];
      if (!target) problems.push({ lang, ns, key: '*', kind: 'namespace', detail: 'namespace file missing' });
      else problems.push(...compareNamespace(lang, ns, reference[ns] ?? {}, target));
    }
    for (const ns of Object.keys(namespaces)) {
      if (!(ns in reference)) problems.push({ lang, ns, key: '*', kind: 'namespace', detail: 'namespace not in English' });
    }
  }
  return problems;
}

/** One line per problem, for test failure messages. */
export const describeProblems = (problems: LocaleProblem[]): string =>
  problems.map((p) => `${p.lang}/${p.ns}.json ${p.key}: ${p.kind}${p.detail ? ` (${p.detail})` : ''}`).join('\n');
