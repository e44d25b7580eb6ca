import { ChooseReturnCarrierHandler } from './choose-return-carrier.handler.js';
import { ChooseReturnRegulationHandler } from './choose-return-regulation.handler.js';
import { EditReturnStepHandler } from './edit-return-step.handler.js';
import { LookupReturnOrderHandler } from './lookup-return-order.handler.js';
import { RecordReturnSubmitResultHandler } from './record-return-submit-result.handler.js';
import { RestartReturnHandler } from './restart-return.handler.js';
import { RetryReturnHandler } from './retry-return.handler.js';
import { ReturnCommandPipeline } from './return-pipeline.js';
import { ReturnStepBackHandler } from './return-step-back.handler.js';
import { SaveReturnSelectionHandler } from './save-return-selection.handler.js';
import { SubmitReturnHandler } from './submit-return.handler.js';

/** Handlers of the visitor's return commands (the API process). */
export const visitorCommandHandlers = [
  LookupReturnOrderHandler,
  SaveReturnSelectionHandler,
  ChooseReturnRegulationHandler,
  ChooseReturnCarrierHandler,
  EditReturnStepHandler,
  SubmitReturnHandler,
  RetryReturnHandler,
  ReturnStepBackHandler,
  RestartReturnHandler,
];

/** Handlers of the commands jobs send back (the API and the worker process). */
export const systemCommandHandlers = [RecordReturnSubmitResultHandler];

/** The pipeline every visitor command goes through (also for the photos' commands). */
export { ReturnCommandPipeline };
