// Orchestrator features meet through front doors (each folder's index.ts); the local ESLint rule
// tafel/feature-front-doors refuses deep imports into another feature's folder. These tests lint
// probe files to prove the rule fires, and that it leaves allowed imports alone.
import { lintProbes } from './support/lint-probe.mjs';

const RULE = 'tafel/feature-front-doors';
const errorsOf = lintProbes();
const frontDoorErrors = (filePath, code) => errorsOf(RULE, filePath, code);

describe('feature front doors (apps/orchestrator/src)', () => {
  it('refuses a deep import into another feature and names its front door', async () => {
    const errors = await frontDoorErrors('apps/orchestrator/src/support/probe.ts', "import { CheckoutRunner } from '../checkout/runner/checkout-runner.js';\nexport const x = CheckoutRunner;\n");
    expect(errors).toEqual([
      "'../checkout/runner/checkout-runner.js' reaches into checkout/: import it through checkout's front door '../checkout/index.js' (see the rule in eslint.config.mjs).",
    ]);
  });

  it('refuses deep re-exports, dynamic imports and a sub-folder index from a nested file', async () => {
    const errors = await frontDoorErrors(
      'apps/orchestrator/src/support/replay/probe.ts',
      [
        "export { CheckoutQueues } from '../../checkout/jobs/checkout-queues.js';",
        "export * from '../../checkout/events/index.js';",
        "export const later = () => import('../../request/shopper.js');",
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/reaches into checkout\/: .*'\.\.\/\.\.\/checkout\/index\.js'/);
    expect(errors[1]).toMatch(/'\.\.\/\.\.\/checkout\/events\/index\.js' reaches into checkout\//);
    expect(errors[2]).toMatch(/reaches into request\/: .*'\.\.\/\.\.\/request\/index\.js'/);
  });

  it("holds for the app's root files (app.module.ts, worker.module.ts) too", async () => {
    const errors = await frontDoorErrors('apps/orchestrator/src/probe.ts', "import { CheckoutModule } from './checkout/checkout.module.js';\nexport const x = CheckoutModule;\n");
    expect(errors.join('\n')).toMatch(/front door '\.\/checkout\/index\.js'/);
  });

  it('lets a feature use front doors, its own folder and the shared infrastructure', async () => {
    const code = [
      "import { CheckoutRunner } from '../../checkout/index.js';",
      "import { shopperFrom } from '../../request/index.js';",
      "import { RUN_WORKERS } from '../../queues/index.js';",
      "import { badUserInput } from '../../common/app-error.js';",
      "import { APP_CONFIG } from '../../config/config.module.js';",
      "import { RedisKeys } from '../../redis/redis-keys.js';",
      "import { UpstreamClient } from '../../upstream/upstream-client.js';",
      "import { WorkflowStore } from '../../workflow/workflow-store.js';",
      "import { BulkReplays } from './bulk-replays.js';",
      "import { may } from '../auth/staff.js';",
      "import { upstreamShapes } from '../../../test/fixtures/upstream-shapes.js';",
      'export const x = [CheckoutRunner, shopperFrom, RUN_WORKERS, badUserInput, APP_CONFIG, RedisKeys, UpstreamClient, WorkflowStore, BulkReplays, may, upstreamShapes];',
      '',
    ].join('\n');
    expect(await frontDoorErrors('apps/orchestrator/src/support/replay/probe.ts', code)).toEqual([]);
    expect(await frontDoorErrors('apps/orchestrator/src/probe.ts', "import { CheckoutModule } from './checkout/index.js';\nimport { AppModule } from './app.module.js';\nexport const x = [CheckoutModule, AppModule];\n")).toEqual([]);
  });

  it('applies to the orchestrator only', async () => {
    expect(await frontDoorErrors('apps/upstream-shop/src/probe.ts', "import { x } from '../data/seed/catalogue.js';\nexport const y = x;\n")).toEqual([]);
  });
});
