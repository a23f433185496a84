import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, LANGUAGE_CODES } from '@nova/protocol';
import { checkLocales, describeProblems, pluralForms, variablesOf, type LocaleSet, type LocaleTree } from './completeness';
import { NAMESPACES } from './namespaces';

const LOCALES_DIR = join(__dirname, 'locales');

/** Every locale file on disk, so a new file or language is checked without touching this test. */
function readLocales(): LocaleSet {
  const set: LocaleSet = {};
  for (const lang of readdirSync(LOCALES_DIR)) {
    set[lang] = {};
    for (const file of readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json'))) {
      set[lang][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')) as LocaleTree;
    }
  }
  return set;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const locales = readLocales();

describe('locale files', () => {
  it('exist for exactly the 12 languages and the declared namespaces', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const lang of LANGUAGE_CODES) expect(Object.keys(locales[lang] ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  it('are complete: same keys as English, no empty strings, same {{variables}}, plural forms per language', () => {
    const problems = checkLocales(locales);
    if (problems.length) throw new Error(`Locale problems:\n${describeProblems(problems)}`);
  });

  it('translate every protocol error code', () => {
    const errors = (locales.en?.common?.errors ?? {}) as LocaleTree;
    for (const code of Object.values(ErrorCode)) expect(typeof errors[code]).toBe('string');
  });

  it('are real translations, not copies of English (brand names and codes aside)', () => {
    const english = JSON.stringify(locales.en);
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) expect(JSON.stringify(locales[lang])).not.toBe(english);
  });
});

describe('the completeness check itself', () => {
  const base: LocaleSet = {
    en: { common: { nav: { home: 'Home', boxes: 'Boxes' }, greet: 'Hi {{name}}', coins_one: 'one coin', coins_other: '{{count}} coins' } },
    fr: { common: { nav: { home: 'Accueil', boxes: 'Boîtes' }, greet: 'Salut {{name}}', coins_one: 'une pièce', coins_many: '{{count}} de pièces', coins_other: '{{count}} pièces' } },
    ja: { common: { nav: { home: 'ホーム', boxes: 'ボックス' }, greet: 'こんにちは {{name}}', coins_one: '{{count}} コイン', coins_other: '{{count}} コイン' } },
  };

  it('passes complete locales (each language’s own plural forms plus English’s)', () => {
    expect(pluralForms('ja')).toEqual(['other', 'one']);
    expect([...pluralForms('fr')].sort()).toEqual(['many', 'one', 'other']);
    expect(checkLocales(base)).toEqual([]);
  });

  it('catches a removed key', () => {
    const broken = clone(base);
    delete (broken.fr?.common?.nav as LocaleTree).boxes;
    expect(checkLocales(broken)).toEqual([{ lang: 'fr', ns: 'common', key: 'nav.boxes', kind: 'missing' }]);
  });

  it('catches a key removed from the real locale files', () => {
    const broken = clone(locales);
    delete (broken.de?.common?.nav as LocaleTree).winners;
    expect(checkLocales(broken)).toContainEqual({ lang: 'de', ns: 'common', key: 'nav.winners', kind: 'missing' });
  });

  it('catches an extra key, an empty string, mismatching variables and a missing plural form', () => {
    const broken = clone(base);
    (broken.fr?.common as LocaleTree).stray = 'Perdu';
    (broken.ja?.common?.nav as LocaleTree).home = ' ';
    (broken.fr?.common as LocaleTree).greet = 'Salut {{nom}}';
    delete (broken.fr?.common as LocaleTree).coins_many;
    const kinds = checkLocales(broken).map((p) => `${p.lang}:${p.key}:${p.kind}`).sort();
    expect(kinds).toEqual(['fr:coins_many:missing', 'fr:greet:variables', 'fr:stray:extra', 'ja:nav.home:empty']);
  });

  it('catches a missing namespace file', () => {
    const broken = clone(base);
    delete broken.ja?.common;
    expect(checkLocales(broken)).toEqual([{ lang: 'ja', ns: 'common', key: '*', kind: 'namespace', detail: 'namespace file missing' }]);
  });

  it('reads interpolation variables, including formatted ones', () => {
    expect(variablesOf('{{coins}} coins (≈ {{ value }}) on {{date, datetime}}')).toEqual(['coins', 'date', 'value']);
  });
});
