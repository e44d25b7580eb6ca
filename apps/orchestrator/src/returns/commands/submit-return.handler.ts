import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationFailed } from '../../cart/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import { contactErrors } from '../returns-validation.js';
import { ReturnCommandPipeline } from './return-pipeline.js';
import { SubmitReturnCommand } from './submit-return.command.js';

/**
 * return.submit moves the return to flow.submitting; the save puts the attempt's return-submit job
 * into the outbox (ReturnsWorkflow.requestedJobs), and the job reports back. A second submit is
 * refused by the machine (SUBMISSION_IN_PROGRESS, ALREADY_SUBMITTED).
 */
@CommandHandler(SubmitReturnCommand)
export class SubmitReturnHandler implements ICommandHandler<SubmitReturnCommand> {
  constructor(private readonly pipeline: ReturnCommandPipeline) {}

  execute({ input, shopper }: SubmitReturnCommand): Promise<ReturnFlowAnswer> {
    const { salutation, firstName, lastName, email, phone } = input.contact;
    const contact = { salutation: salutation ?? '', firstName, lastName, email, phone: phone ?? '' };
    return this.pipeline.send({
      name: 'SubmitReturnCommand',
      returnId: input.returnId,
      shopper,
      validate: () => {
        const errors = contactErrors(contact);
        return errors.length > 0 ? validationFailed(errors) : null;
      },
      plan: () => [{ type: 'return.submit', contact }],
    });
  }
}
