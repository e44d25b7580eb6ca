import { Injectable } from '@nestjs/common';
import type { SaveShippingOutput } from '@tafel/checkout-machine';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { CheckoutQueues } from '../jobs/checkout-queues.js';
import { CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { newShippingRun, SHIPPING_STEPS, type ShippingPorts, type ShippingSave } from './shipping-steps.js';
import { runSteps } from './step-runner.js';

/**
 * Saves the shipping step against the upstream as the named steps of SHIPPING_STEPS, in the
 * spec's order (§4 Save shipping step). The first failure stops it with a StepFailedError that
 * names the step (and the ones done before it); an upstream refusal inside it is a StepError with
 * the upstream's field errors on our form's fields.
 */
@Injectable()
export class ShippingStepSaver {
  private readonly ports: ShippingPorts;

  constructor(client: UpstreamClient, upstream: CheckoutUpstream, queues: CheckoutQueues) {
    this.ports = { client, upstream, queues };
  }

  async save(save: ShippingSave): Promise<SaveShippingOutput> {
    const run = newShippingRun(save, this.ports);
    await runSteps(SHIPPING_STEPS, run);
    return run.output!;
  }
}
