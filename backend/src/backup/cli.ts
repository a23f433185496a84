/**
 * `npm run db:backup -- --out DIR` and `npm run db:restore -- --from DIR [--drop]` (see command.ts and
 * docs/operations.md): a consistent copy of the database while the server runs, and its restore.
 */
import { runDbCommand } from './command';

runDbCommand(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
