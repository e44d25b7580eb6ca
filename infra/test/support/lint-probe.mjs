// Lints probe files with the repo's own ESLint config, to prove a rule fires (a rule that is
// silently skipped would otherwise pass every lint run).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
/* global beforeAll -- called from a spec file, where Jest provides it */
import { ESLint } from 'eslint';
import { ROOT } from '../../scripts/stack.mjs';

/**
 * An ESLint on the repo's config, made once before the file's tests. The config runs the Nx
 * boundary rule, which reads Nx's cached project graph: it is made to exist first.
 * Answers `errorsOf(rule, filePath, code)`: the messages of that rule for the probe.
 */
export function lintProbes() {
  let eslint;
  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], {
      cwd: ROOT,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
    eslint = new ESLint({ cwd: ROOT });
  }, 60_000);
  return async function errorsOf(rule, filePath, code) {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
    return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
  };
}
