/**
 * Entry of the `bsa` command-line client (`bin/bsa.js`). A separate program from the service: it reads its own
 * environment (BSA_URL, BSA_TOKEN, BSA_CALLBACK_SECRET) here and nowhere else.
 */
import { runBsa } from './bsa/program';

const setting = (name: string) => process.env[name]?.trim() || undefined;

// `npm run bsa -- …` runs in the package root; file arguments are meant relative to where the user typed it.
if (process.env.npm_lifecycle_event === 'bsa' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

runBsa(
  process.argv.slice(2),
  { BSA_URL: setting('BSA_URL'), BSA_TOKEN: setting('BSA_TOKEN'), BSA_CALLBACK_SECRET: setting('BSA_CALLBACK_SECRET') },
  { stdout: process.stdout, stderr: process.stderr },
).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`error: internal: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
