/**
 * The walkthrough pages (docs/life-of-an-opening.md, docs/life-of-a-webhook-delivery.md) cannot drift from the code.
 * Their convention, stated at the top of each page: a repository path in backticks names a file or folder that exists;
 * `path: name, name` names things declared in that file (a function, class, constant, type, or a method or field).
 * A rename or a move that leaves a page behind fails here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const PAGES = ['docs/life-of-an-opening.md', 'docs/life-of-a-webhook-delivery.md'];

/** A backticked reference: a repository path, optionally followed by `: name, name`. */
const REFERENCE = /^((?:backend|frontend|protocol|emulator|docs|scripts|e2e|cluster)\/[\w./-]*)(?::\s*(.+))?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const escape = (name) => name.replace(/\$/g, '\\$');

/** Whether `source` declares `name`: a function, class, constant, type, enum, or a method or field of a class or object. */
function declares(source, name) {
  const n = escape(name);
  return (
    new RegExp(`\\b(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${n}\\b`).test(source) ||
    new RegExp(`^\\s*(?:(?:export|default|async|static|private|protected|public|readonly|get|set)\\s+)*${n}\\??\\s*[(<:=]`, 'm').test(source)
  );
}

/** The inline code spans of a Markdown text, fenced blocks left out. */
function codeSpans(markdown) {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
}

/** What is wrong with the references of `markdown`, as readable lines (none: nothing). */
function problems(markdown, root = ROOT) {
  const found = [];
  for (const span of codeSpans(markdown)) {
    const match = REFERENCE.exec(span);
    if (!match) continue;
    const [, path, names] = match;
    const full = join(root, path);
    if (!existsSync(full)) {
      found.push(`${path}: no such file or folder`);
      continue;
    }
    if (!names) continue;
    if (statSync(full).isDirectory()) {
      found.push(`${path}: a folder cannot declare ${names}`);
      continue;
    }
    const source = readFileSync(full, 'utf8');
    for (const name of names.split(/,\s*/)) {
      if (!IDENTIFIER.test(name)) found.push(`${path}: "${name}" is not a name (write \`path: name, name\`)`);
      else if (!declares(source, name)) found.push(`${path}: ${name} is not declared there`);
    }
  }
  return found;
}

/** How many references (paths) a page makes. */
const referenceCount = (markdown) => codeSpans(markdown).filter((span) => REFERENCE.test(span)).length;

describe.each(PAGES)('%s', (page) => {
  const text = readFileSync(join(ROOT, page), 'utf8');

  it('names only files that exist, and only names declared in them', () => {
    expect(problems(text)).toEqual([]);
  });

  it('states its convention and follows the code by file (many references, not a few)', () => {
    expect(text).toContain('scripts/life-docs.test.js');
    expect(referenceCount(text)).toBeGreaterThanOrEqual(25);
  });

  it('is linked from docs/ARCHITECTURE.md', () => {
    const architecture = readFileSync(join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8');
    const links = [...architecture.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
    expect(links).toContain(page.replace('docs/', ''));
  });
});

describe('the reference check itself', () => {
  it('finds a missing file, a name the file does not declare, and a malformed name', () => {
    const sample = [
      '`backend/src/no-such-file.ts`',
      '`backend/src/core/transaction.ts: inTransaction, Transaction, stage, emit`',
      '`backend/src/core/transaction.ts: notThere`',
      '`backend/src/core/transaction.ts: tx.stage`',
      '`backend/src/core/: inTransaction`',
      '`POST /api/boxes/:id/open` and `balance:changed` are not paths',
    ].join('\n');
    expect(problems(sample)).toEqual([
      'backend/src/no-such-file.ts: no such file or folder',
      'backend/src/core/transaction.ts: notThere is not declared there',
      'backend/src/core/transaction.ts: "tx.stage" is not a name (write `path: name, name`)',
      'backend/src/core/: a folder cannot declare inTransaction',
    ]);
  });

  it('leaves fenced code blocks alone', () => {
    expect(problems('```\n`backend/src/no-such-file.ts`\n```\n')).toEqual([]);
  });
});
