import { Injectable } from '@nestjs/common';
import { SaveSpeditionsDataDocument } from '@tafel/graphql-schema/upstream-client';
import { UnrecoverableError, type Job } from 'bullmq';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { handlingOf } from './submit-outcome.js';
import { parseSpeditionFieldsJob, type SpeditionFieldsJob, type SpeditionFieldsResult } from './job-payloads.js';

/**
 * Saves the spedition (freight) fields of a cart (spec §4 save shipping step 2). The upstream's
 * refusal (field errors) is the job's result, not a failure: trying again would be refused again.
 * Timeouts and outages are thrown for BullMQ's retries; anything else fails at once.
 */
@Injectable()
export class SpeditionFieldsProcessor {
  constructor(private readonly upstream: UpstreamClient) {}

  async process(job: Job): Promise<SpeditionFieldsResult> {
    let data: SpeditionFieldsJob;
    try {
      data = parseSpeditionFieldsJob(job.data);
    } catch (error) {
      throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
    }
    try {
      const { saveSpeditionsData: result } = await this.upstream.request(
        SaveSpeditionsDataDocument,
        { cartId: data.cartId, fields: data.fields },
        { userId: data.userId, site: data.site },
      );
      return {
        successful: result.successful,
        errorMessage: result.errorMessage,
        fieldErrors: result.fieldErrors.map((e) => ({ fieldName: e.fieldName, errorMessage: e.errorMessage })),
      };
    } catch (error) {
      if (handlingOf(error).retry) throw error;
      throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
    }
  }
}
