// The generated resolver types and typed documents are committed. This test fails when they
// are stale, i.e. someone changed an SDL file or an operation without running `npm run codegen`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const libRoot = fileURLToPath(new URL('..', import.meta.url));
const cli = join(libRoot, '..', '..', 'node_modules', '@graphql-codegen', 'cli', 'cjs', 'bin.js');

function codegenCheck(cwd: string) {
  return spawnSync(process.execPath, [cli, '--config', 'codegen.ts', '--check'], { cwd, encoding: 'utf8', timeout: 60_000 });
}

describe('generated GraphQL types', () => {
  it('are up to date with the SDL and the operation documents', () => {
    const run = codegenCheck(libRoot);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/stale files/);
    expect(run.status).toBe(0);
  }, 60_000);

  it('the check detects a stale file', () => {
    // A copy inside the lib, so plugins resolve from the workspace's node_modules.
    const copy = mkdtempSync(join(libRoot, '.codegen-check-'));
    try {
      for (const part of ['codegen.ts', 'schema', 'operations', 'src/generated']) cpSync(join(libRoot, part), join(copy, part), { recursive: true });
      appendFileSync(join(copy, 'src/generated/storefront-operations.ts'), '\n// edited by hand\n');
      const run = codegenCheck(copy);
      expect(run.status).not.toBe(0);
      expect(`${run.stdout}${run.stderr}`).toMatch(/storefront-operations\.ts/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
