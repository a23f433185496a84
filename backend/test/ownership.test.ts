import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One owner per collection: only the users domain writes the `users` collection (docs/ARCHITECTURE.md, "Who
 * writes what"). Other domains call its named operations (`users/playWrites.ts`, `users/identity.ts`, ...) and read through its read API
 * (`users/queries.ts`, typed without write methods). This scans the backend's non-test sources, so a new write
 * from another domain fails here before review.
 */
const SRC = join(__dirname, '..', 'src');
const OWNER = 'users/';

/** Mongoose model and driver collection methods that change documents. */
const WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findByIdAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'findByIdAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'insertOne',
  'insertMany',
  'bulkWrite',
  'create',
].join('|');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every way a file outside the users domain writes users, one line per finding. */
export function usersWritesIn(file: string, text: string): string[] {
  const found: string[] = [];
  const valueImport = /^import\s+(?!type\b)[^;]*from\s+'[./]*users\/model'/m;
  if (valueImport.test(text)) found.push(`${file}: imports the users model (only \`import type\` is allowed outside users)`);
  if (/collection\(\s*['"`]users['"`]\s*\)/.test(text)) found.push(`${file}: names the users collection through the driver`);
  const modelWrite = new RegExp(`\\b(UserModel|Users)(\\.collection)?\\.(${WRITES})\\(`);
  if (modelWrite.test(text)) found.push(`${file}: calls a write method on the users model`);
  if (/from\s+'[./]*users\/[^']+'/.test(text) && /\.save\(/.test(text)) found.push(`${file}: saves a document next to a users import`);
  return found;
}

describe('only the users domain writes the users collection', () => {
  it('finds no write of users outside backend/src/users', () => {
    const findings = sources(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((file) => !file.startsWith(OWNER))
      .flatMap((file) => usersWritesIn(file, readFileSync(join(SRC, file), 'utf8')));
    expect(findings).toEqual([]);
  });

  it('recognises each kind of write it forbids', () => {
    expect(usersWritesIn('a.ts', "import { UserModel } from '../users/model';")).toHaveLength(1);
    expect(usersWritesIn('a.ts', "import type { User } from '../users/model';")).toEqual([]);
    expect(usersWritesIn('a.ts', "await db.collection('users').updateOne({}, {});")).toHaveLength(1);
    expect(usersWritesIn('a.ts', 'await UserModel.collection.findOneAndUpdate(f, u);')).toHaveLength(1);
    expect(usersWritesIn('a.ts', 'await Users.updateOne(f, u);')).toHaveLength(1);
    expect(usersWritesIn('a.ts', 'await Users.findById(id).lean();')).toEqual([]);
    expect(usersWritesIn('a.ts', "import { Users } from '../users/queries';\nawait user.save();")).toHaveLength(1);
  });
});
