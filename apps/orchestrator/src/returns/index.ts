// The returns' front door: what the app modules, the photos part and support use of it (no deep imports across features).
// Everything else under returns/ is its own business (tafel/feature-front-doors lint rule).
export { ReturnsCoreModule } from './returns-core.module.js';
export { ReturnsModule } from './returns.module.js';
export { ReturnCommandPipeline, FoundReturn, answerOf } from './commands/return-pipeline.js';
export { ReturnChangedEvent, ReturnPhotoFailedEvent, ReturnSubmissionFailedEvent, ReturnSubmissionStartedEvent, ReturnSubmittedEvent } from './events/index.js';
export { RETURN_SUBMIT_QUEUE, returnSubmitJobId } from './jobs/job-payloads.js';
export { RETURN_IMAGE_UPLOAD_QUEUE, photoJobId, type PhotoUploadJob } from './photos/photo-jobs.js';
export { returnFlowView, type PhotoFileInfo, type ReturnFlowView } from './returns-view.js';
export type { ReturnFlowAnswer } from './returns-results.js';
export { isCurrentAttempt, loadedReturn, regionState, RETURNS_KIND, type LoadedReturn, type ReturnsMeta } from './runner/returns-records.js';
export { ReturnsRunner, type PlannedReturnEvent, type ReturnChange, type ReturnOutcome } from './runner/returns-runner.js';
export { ReturnsWorkflow, type ReturnsPrincipal } from './runner/returns-workflow.js';
