/**
 * docs/ARCHITECTURE.md's folder tree cannot drift from the tree: every folder it names exists, none is named twice,
 * and every domain folder (each folder of backend/src and frontend/src, and of the front end's features and admin
 * sections) is named, itself or through a folder below it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** The folders the map names, as paths from the repository root ("backend/src/ledger/"). */
function listedFolders() {
  const text = readFileSync(join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8');
  const tree = text.split('## Folder tree')[1]?.split('```')[1];
  if (!tree) throw new Error('docs/ARCHITECTURE.md has no "## Folder tree" code block');
  const listed = [];
  let section = null;
  for (const line of tree.split('\n')) {
    const top = /^([a-z][\w.-]*(?:\/[\w.-]+)*\/)(?:\s|$)/.exec(line);
    if (top) {
      section = top[1];
      listed.push(section);
      continue;
    }
    const inner = /^ {2}([\w.-]+(?:\/[\w.-]+)*\/)\s/.exec(line);
    if (inner && section) listed.push(section + inner[1]);
  }
  return listed;
}

const foldersIn = (path) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${path}${entry.name}/`);

describe('the folder map in docs/ARCHITECTURE.md', () => {
  const listed = listedFolders();

  it('names only folders that exist', () => {
    expect(listed.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('names each folder once', () => {
    expect(listed.filter((path, i) => listed.indexOf(path) !== i)).toEqual([]);
  });

  it('names every domain folder', () => {
    const domains = ['backend/src/', 'frontend/src/', 'frontend/src/features/', 'frontend/src/features/admin/'].flatMap(foldersIn);
    expect(domains.filter((folder) => !listed.some((path) => path.startsWith(folder)))).toEqual([]);
  });
});
