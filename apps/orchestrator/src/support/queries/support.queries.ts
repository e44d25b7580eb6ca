import { Query } from '@nestjs/cqrs';
import type { StaffCredentials, StaffMember } from '../auth/staff.js';
import type { FailureFilter, FailurePage } from '../failures/failure-index.js';

// The read side of the support console: one query class per field (handlers beside, one each).

export class GetStaffMeQuery extends Query<StaffMember> {
  constructor(public readonly credentials: StaffCredentials) {
    super();
  }
}

export class ListFailedSubmissionsQuery extends Query<FailurePage & { page: number; pageSize: number }> {
  constructor(
    public readonly credentials: StaffCredentials,
    public readonly filter: FailureFilter,
    public readonly page: number,
    public readonly pageSize: number,
  ) {
    super();
  }
}

export class GetFailedSubmissionQuery extends Query<unknown> {
  constructor(
    public readonly credentials: StaffCredentials,
    public readonly workflowId: string,
  ) {
    super();
  }
}

export class GetReplayPreviewQuery extends Query<unknown> {
  constructor(
    public readonly credentials: StaffCredentials,
    public readonly workflowId: string,
  ) {
    super();
  }
}

export class GetBulkReplayQuery extends Query<unknown> {
  constructor(
    public readonly credentials: StaffCredentials,
    public readonly id: string,
  ) {
    super();
  }
}

export class ListMachinesQuery extends Query<unknown> {
  constructor(public readonly credentials: StaffCredentials) {
    super();
  }
}

export class GetSupportWorkflowQuery extends Query<unknown> {
  constructor(
    public readonly credentials: StaffCredentials,
    public readonly id: string,
  ) {
    super();
  }
}

export class GetWorkflowQuery extends Query<unknown> {
  constructor(
    public readonly credentials: StaffCredentials,
    public readonly kind: string,
    public readonly id: string,
  ) {
    super();
  }
}

export class GetFailedReturnQuery extends Query<unknown> {
  constructor(
    public readonly credentials: StaffCredentials,
    public readonly id: string,
  ) {
    super();
  }
}
