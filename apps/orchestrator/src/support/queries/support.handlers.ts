import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { badUserInput } from '../../common/app-error.js';
import { inputExcerpt } from '../../common/input-excerpt.js';
import { isSite } from '../../common/site.js';
import { StaffAuthService } from '../auth/staff-auth.service.js';
import { FAILURE_CATEGORIES, FAILURE_KINDS, upstreamErrorLine } from '../failures/failure-category.js';
import { FailureIndex, type FailureFilter } from '../failures/failure-index.js';
import { BulkReplays } from '../replay/bulk-replays.js';
import { ReturnFailureViews } from '../return-failure-views.js';
import { auditView, bulkView, SupportViews } from '../support-views.js';
import { WorkflowViews } from '../workflows/workflow-views.js';
import {
  GetBulkReplayQuery,
  GetFailedReturnQuery,
  GetFailedSubmissionQuery,
  GetReplayPreviewQuery,
  GetStaffMeQuery,
  GetSupportWorkflowQuery,
  GetWorkflowQuery,
  ListFailedSubmissionsQuery,
  ListMachinesQuery,
} from './support.queries.js';

@QueryHandler(GetStaffMeQuery)
export class GetStaffMeHandler implements IQueryHandler<GetStaffMeQuery> {
  constructor(private readonly auth: StaffAuthService) {}

  execute({ credentials }: GetStaffMeQuery) {
    return this.auth.require(credentials, 'read');
  }
}

/** Checks a filter from the API (BAD_USER_INPUT before anything is read). */
export function validFilter(filter: FailureFilter): FailureFilter {
  if (filter.kind && !(FAILURE_KINDS as readonly string[]).includes(filter.kind)) throw badUserInput('unknown kind');
  if (filter.category && !(FAILURE_CATEGORIES as readonly string[]).includes(filter.category)) throw badUserInput('unknown category');
  if (filter.site && !isSite(filter.site)) throw badUserInput('site must be one of de-de, at-de, ch-de, edu-de, edu-en');
  for (const [name, value] of [['from', filter.from], ['to', filter.to]] as const) {
    if (value && Number.isNaN(Date.parse(value))) throw badUserInput(`${name} must be an ISO date or date-time (got ${inputExcerpt(value)})`);
  }
  if (filter.state && !/^[A-Za-z.]{1,80}$/.test(filter.state)) throw badUserInput('state must be a state path like failed.upstreamUnavailable');
  if (filter.reason && !/^[A-Z_]{1,40}$/.test(filter.reason)) throw badUserInput('reason must be a SubmitFailureReason like UPSTREAM_UNAVAILABLE');
  return filter;
}

@QueryHandler(ListFailedSubmissionsQuery)
export class ListFailedSubmissionsHandler implements IQueryHandler<ListFailedSubmissionsQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly index: FailureIndex,
  ) {}

  async execute({ credentials, filter, page, pageSize }: ListFailedSubmissionsQuery) {
    await this.auth.require(credentials, 'read');
    if (!Number.isSafeInteger(page) || page < 1) throw badUserInput(`page must be 1 or more (got ${page})`);
    if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 100) throw badUserInput(`pageSize must be 1-100 (got ${pageSize})`);
    return { ...(await this.index.list(validFilter(filter), page, pageSize)), page, pageSize };
  }
}

@QueryHandler(GetFailedSubmissionQuery)
export class GetFailedSubmissionHandler implements IQueryHandler<GetFailedSubmissionQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly views: SupportViews,
  ) {}

  async execute({ credentials, workflowId }: GetFailedSubmissionQuery) {
    const viewer = await this.auth.require(credentials, 'read');
    const checkout = await this.views.load(workflowId);
    if (checkout === null) return null;
    const [workflow, failure, job, cart, customerJson, audit, replay] = await Promise.all([
      this.views.workflow(checkout, viewer),
      this.views.failure(checkout.id),
      this.views.job(checkout),
      this.views.cart(checkout),
      this.views.customerJson(checkout, viewer),
      this.views.auditOf(checkout.id),
      this.views.replayability(checkout, viewer),
    ]);
    const lastError = checkout.snapshot.context.lastError;
    const upstreamError = [failure?.messageKey ?? lastError?.messageKey, upstreamErrorLine(job?.error)].filter(Boolean).join(' — ') || null;
    return {
      workflowId: checkout.id,
      failure,
      workflow,
      job: job && { ...job, resultJson: job.result === null ? null : JSON.stringify(job.result) },
      upstreamError,
      cart,
      customerJson,
      audit: audit.map(auditView),
      replay,
    };
  }
}

/** A failed return submission or photo upload; null when the entry is unknown or an order's. */
@QueryHandler(GetFailedReturnQuery)
export class GetFailedReturnHandler implements IQueryHandler<GetFailedReturnQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly views: ReturnFailureViews,
  ) {}

  async execute({ credentials, id }: GetFailedReturnQuery) {
    const viewer = await this.auth.require(credentials, 'read');
    const detail = await this.views.detail(id, viewer);
    return detail === null ? null : { ...detail, audit: detail.audit.map(auditView) };
  }
}

@QueryHandler(GetReplayPreviewQuery)
export class GetReplayPreviewHandler implements IQueryHandler<GetReplayPreviewQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly views: SupportViews,
  ) {}

  async execute({ credentials, workflowId }: GetReplayPreviewQuery) {
    const viewer = await this.auth.require(credentials, 'replay');
    const checkout = await this.views.load(workflowId);
    return checkout === null ? null : this.views.preview(checkout, viewer);
  }
}

@QueryHandler(GetBulkReplayQuery)
export class GetBulkReplayHandler implements IQueryHandler<GetBulkReplayQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly bulk: BulkReplays,
  ) {}

  async execute({ credentials, id }: GetBulkReplayQuery) {
    await this.auth.require(credentials, 'read');
    const record = await this.bulk.get(id);
    return record === null ? null : bulkView(record);
  }
}

@QueryHandler(ListMachinesQuery)
export class ListMachinesHandler implements IQueryHandler<ListMachinesQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly views: WorkflowViews,
  ) {}

  async execute({ credentials }: ListMachinesQuery) {
    await this.auth.require(credentials, 'read');
    return this.views.machines();
  }
}

@QueryHandler(GetSupportWorkflowQuery)
export class GetSupportWorkflowHandler implements IQueryHandler<GetSupportWorkflowQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly views: SupportViews,
  ) {}

  async execute({ credentials, id }: GetSupportWorkflowQuery) {
    const viewer = await this.auth.require(credentials, 'read');
    const checkout = await this.views.load(id);
    return checkout === null ? null : this.views.workflow(checkout, viewer);
  }
}

/** Any registered kind, read generically; the kind is checked after the role, so strangers learn no kind names. */
@QueryHandler(GetWorkflowQuery)
export class GetWorkflowHandler implements IQueryHandler<GetWorkflowQuery> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly views: WorkflowViews,
  ) {}

  async execute({ credentials, kind, id }: GetWorkflowQuery) {
    const viewer = await this.auth.require(credentials, 'read');
    return this.views.workflow(this.views.definition(kind), id, viewer);
  }
}

export const supportQueryHandlers = [
  GetStaffMeHandler,
  ListFailedSubmissionsHandler,
  GetFailedSubmissionHandler,
  GetFailedReturnHandler,
  GetReplayPreviewHandler,
  GetBulkReplayHandler,
  ListMachinesHandler,
  GetSupportWorkflowHandler,
  GetWorkflowHandler,
];
