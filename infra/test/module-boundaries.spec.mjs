// The architecture's dependency rules are enforced by ESLint (@nx/enforce-module-boundaries
// with real depConstraints). These tests lint probe files to prove the rules fire — a rule
// that is silently skipped (no project graph) would otherwise pass every lint run.
import { lintProbes } from './support/lint-probe.mjs';

const RULE = '@nx/enforce-module-boundaries';
const errorsOf = lintProbes();
const boundaryErrors = (filePath, code) => errorsOf(RULE, filePath, code);

describe('module boundaries', () => {
  it('libs/domain may not import any package (no framework imports)', async () => {
    const errors = await boundaryErrors('libs/domain/src/probe.ts', "import { setup } from 'xstate';\nexport const x = setup;\n");
    expect(errors.join('\n')).toMatch(/xstate/);
  });

  it('libs/domain may not import another lib', async () => {
    const errors = await boundaryErrors('libs/domain/src/probe.ts', "import { CHECKOUT_STEPS } from '@tafel/checkout-machine';\nexport const x = CHECKOUT_STEPS;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('libs/checkout-machine may import libs/domain and xstate only', async () => {
    expect(await boundaryErrors('libs/checkout-machine/src/probe.ts', "import { cartHasItems } from '@tafel/domain';\nimport { setup } from 'xstate';\nexport const x = [cartHasItems, setup];\n")).toEqual([]);
    const schema = await boundaryErrors('libs/checkout-machine/src/probe.ts', "import { schemaPaths } from '@tafel/graphql-schema';\nexport const x = schemaPaths;\n");
    expect(schema.length).toBeGreaterThan(0);
    const react = await boundaryErrors('libs/checkout-machine/src/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n");
    expect(react.join('\n')).toMatch(/react/);
  });

  it('the machine kit (libs/workflow-machine) imports xstate only, and machine libs may use it', async () => {
    expect(await boundaryErrors('libs/workflow-machine/src/probe.ts', "import { setup } from 'xstate';\nexport const x = setup;\n")).toEqual([]);
    const domain = await boundaryErrors('libs/workflow-machine/src/probe.ts', "import { cartHasItems } from '@tafel/domain';\nexport const x = cartHasItems;\n");
    expect(domain.length).toBeGreaterThan(0);
    const machine = await boundaryErrors('libs/workflow-machine/src/probe.ts', "import { CHECKOUT_STEPS } from '@tafel/checkout-machine';\nexport const x = CHECKOUT_STEPS;\n");
    expect(machine.length).toBeGreaterThan(0);
    expect(await boundaryErrors('libs/checkout-machine/src/probe.ts', "import { whyNot } from '@tafel/workflow-machine';\nexport const x = whyNot;\n")).toEqual([]);
  });

  it('apps never import other apps', async () => {
    const errors = await boundaryErrors('apps/storefront/lib/probe.ts', "import { x } from '../../orchestrator/src/main.js';\nexport const y = x;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('the upstream stand-in may not use the checkout machines', async () => {
    const errors = await boundaryErrors('apps/upstream-shop/src/probe.ts', "import { CHECKOUT_STEPS } from '@tafel/checkout-machine';\nexport const x = CHECKOUT_STEPS;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('apps may import the libs', async () => {
    expect(await boundaryErrors('apps/orchestrator/src/probe.ts', "import { cartHasItems } from '@tafel/domain';\nimport { CHECKOUT_STEPS } from '@tafel/checkout-machine';\nexport const x = [cartHasItems, CHECKOUT_STEPS];\n")).toEqual([]);
  });
});
