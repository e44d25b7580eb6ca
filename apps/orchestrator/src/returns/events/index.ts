export { ReturnChangedEvent, ReturnPhotoFailedEvent, ReturnSubmissionFailedEvent, ReturnSubmissionStartedEvent, ReturnSubmittedEvent } from './return-events.js';
