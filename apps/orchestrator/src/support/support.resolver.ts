import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FailedSubmissionFilter, StaffLoginInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { header } from '../common/request-header.js';
import { badUserInput } from '../common/app-error.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { clientAddress } from '../common/client-address.js';
import { may, STAFF_TOKEN_HEADER, type StaffCredentials, type StaffMember } from './auth/staff.js';
import { ReplayReturnCommand } from './commands/replay-return.command.js';
import { ReplaySubmissionCommand } from './commands/replay-submission.command.js';
import { StaffLoginCommand } from './commands/staff-login.command.js';
import { StaffLogoutCommand } from './commands/staff-logout.command.js';
import { StartBulkReplayCommand } from './commands/start-bulk-replay.command.js';
import type { FailureFilter } from './failures/failure-index.js';
import { validFilter } from './queries/support.handlers.js';
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
} from './queries/support.queries.js';
import { stateName } from '../checkout/index.js';
import { auditView, bulkView, SupportViews } from './support-views.js';
import { requireGenericWorkflowId } from './workflows/workflow-views.js';

/** The staff session token of a request (the role is checked by each handler). */
export function staffCredentials(req: Request): StaffCredentials {
  return { token: header(req, STAFF_TOKEN_HEADER) };
}

export function memberView(member: StaffMember) {
  return { ...member, role: member.role.toUpperCase(), canReplay: may(member.role, 'replay'), seesPersonalData: may(member.role, 'personalData') };
}

function filterOf(input: FailedSubmissionFilter | null | undefined): FailureFilter {
  return validFilter({ ...(input ?? {}) } as FailureFilter);
}

function id(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 140) throw badUserInput(`${name} must be 1-140 characters`);
  return value;
}

/** The support console's area of the API: each field one command or query (CQRS). */
@Resolver()
export class SupportResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query('staffMe')
  async staffMe(@Context('req') req: Request) {
    return memberView(await this.queries.execute(new GetStaffMeQuery(staffCredentials(req))));
  }

  @Query('failedSubmissions')
  failedSubmissions(@Args('filter') filter: FailedSubmissionFilter | null, @Args('page') page: number, @Args('pageSize') pageSize: number, @Context('req') req: Request) {
    return this.queries.execute(new ListFailedSubmissionsQuery(staffCredentials(req), filterOf(filter), page ?? 1, pageSize ?? 25));
  }

  @Query('failedSubmission')
  failedSubmission(@Args('workflowId') workflowId: string, @Context('req') req: Request) {
    return this.queries.execute(new GetFailedSubmissionQuery(staffCredentials(req), id(workflowId, 'workflowId')));
  }

  @Query('failedReturn')
  failedReturn(@Args('id') entryId: string, @Context('req') req: Request) {
    return this.queries.execute(new GetFailedReturnQuery(staffCredentials(req), id(entryId, 'id')));
  }

  @Query('replayPreview')
  replayPreview(@Args('workflowId') workflowId: string, @Context('req') req: Request) {
    return this.queries.execute(new GetReplayPreviewQuery(staffCredentials(req), id(workflowId, 'workflowId')));
  }

  @Query('bulkReplay')
  bulkReplay(@Args('id') bulkId: string, @Context('req') req: Request) {
    return this.queries.execute(new GetBulkReplayQuery(staffCredentials(req), id(bulkId, 'id')));
  }

  @Query('machines')
  machines(@Context('req') req: Request) {
    return this.queries.execute(new ListMachinesQuery(staffCredentials(req)));
  }

  @Query('workflow')
  workflow(@Args('kind') kind: string, @Args('id') workflowId: string, @Context('req') req: Request) {
    return this.queries.execute(new GetWorkflowQuery(staffCredentials(req), kind, requireGenericWorkflowId(workflowId)));
  }

  /** The checkout's alias of workflow(kind: "checkout", id), which also finds a checkout by its cart id. */
  @Query('supportWorkflow')
  supportWorkflow(@Args('id') workflowId: string, @Context('req') req: Request) {
    return this.queries.execute(new GetSupportWorkflowQuery(staffCredentials(req), id(workflowId, 'id')));
  }

  @Mutation('staffLogin')
  async staffLogin(@Args('input') input: StaffLoginInput, @Context('req') req: Request) {
    const deviceToken = typeof input.deviceToken === 'string' ? input.deviceToken : undefined;
    const outcome = await this.commands.execute(new StaffLoginCommand(String(input.email ?? ''), String(input.password ?? ''), clientAddress(req, this.config.support.internalApiSecret), deviceToken));
    switch (outcome.kind) {
      case 'ok':
        return {
          __typename: 'StaffSession',
          token: outcome.token,
          expiresAt: outcome.expiresAt.toISOString(),
          deviceToken: outcome.device.token,
          deviceTokenExpiresAt: outcome.device.expiresAt.toISOString(),
          member: memberView(outcome.member),
        };
      case 'failed':
        return { __typename: 'StaffLoginFailedError', message: 'Unknown e-mail or wrong password' };
      case 'rateLimited':
        return { __typename: 'StaffLoginRateLimitedError', message: 'Too many failed sign-ins; try again later', retryAfterSeconds: outcome.retryAfterSeconds };
    }
  }

  @Mutation('staffLogout')
  staffLogout(@Context('req') req: Request) {
    return this.commands.execute(new StaffLogoutCommand(staffCredentials(req).token));
  }

  @Mutation('replaySubmission')
  async replaySubmission(@Args('input') input: { workflowId: string }, @Context('req') req: Request) {
    return auditView(await this.commands.execute(new ReplaySubmissionCommand(id(input.workflowId, 'workflowId'), staffCredentials(req))));
  }

  @Mutation('replayReturn')
  async replayReturn(@Args('input') input: { id: string }, @Context('req') req: Request) {
    return auditView(await this.commands.execute(new ReplayReturnCommand(id(input.id, 'id'), staffCredentials(req))));
  }

  @Mutation('startBulkReplay')
  async startBulkReplay(@Args('input') input: { filter?: FailedSubmissionFilter | null }, @Context('req') req: Request) {
    const record = await this.commands.execute(new StartBulkReplayCommand(filterOf(input.filter), staffCredentials(req)));
    return bulkView(record);
  }
}

/**
 * The current state of one bulk-replay item, read only when a client asks for it (the progress
 * poll does not): the parent bulkReplay / startBulkReplay field has checked the staff role.
 */
@Resolver('BulkReplayItem')
export class BulkReplayItemResolver {
  constructor(private readonly views: SupportViews) {}

  @ResolveField('state')
  async state(@Parent() item: { workflowId: string }): Promise<string | null> {
    const checkout = await this.views.load(item.workflowId);
    return checkout ? stateName(checkout.snapshot.value) : null;
  }
}
