import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type {
  ChooseReturnCarrierInput,
  ChooseReturnRegulationInput,
  EditReturnStepInput,
  LookupReturnOrderInput,
  ReturnRefInput,
  SaveReturnSelectionInput,
  SubmitReturnInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { clientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { shopperFrom, validatedInput } from '../request/index.js';
import { ChooseReturnCarrierCommand } from './commands/choose-return-carrier.command.js';
import { ChooseReturnRegulationCommand } from './commands/choose-return-regulation.command.js';
import { EditReturnStepCommand } from './commands/edit-return-step.command.js';
import { LookupReturnOrderCommand } from './commands/lookup-return-order.command.js';
import { RestartReturnCommand } from './commands/restart-return.command.js';
import { RetryReturnCommand } from './commands/retry-return.command.js';
import { ReturnStepBackCommand } from './commands/return-step-back.command.js';
import { SaveReturnSelectionCommand } from './commands/save-return-selection.command.js';
import { SubmitReturnCommand } from './commands/submit-return.command.js';
import { GetReturnFlowQuery } from './queries/get-return-flow.query.js';
import type { ReturnFlowAnswer } from './returns-results.js';
import {
  ChooseReturnCarrierDto,
  ChooseReturnRegulationDto,
  EditReturnStepDto,
  LookupReturnOrderDto,
  ReturnRefDto,
  SaveReturnSelectionDto,
  SubmitReturnDto,
} from './returns-input.dto.js';
import { ReturnSwitch } from './upstream/return-switch.js';

/**
 * The returns area of the API (orchestrator-returns.graphql): every field is one command or
 * query (CQRS). The photo fields (retryReturnPhoto, removeReturnPhoto) are the photos part's
 * (returns/photos/).
 */
@Resolver()
export class ReturnsResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly returnSwitch: ReturnSwitch,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query('returnSwitch')
  async returnSwitchQuery(@Context('req') req: Request): Promise<boolean> {
    // Unreadable counts as off: every return page then answers 404 (spec §2: only 'true' opens them).
    return (await this.returnSwitch.isOn(shopperFrom(req).site)) === true;
  }

  @Query('returnFlow')
  returnFlow(@Args('returnId') returnId: string, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    const { returnId: id } = validatedInput(ReturnRefDto, { returnId });
    return this.queries.execute(new GetReturnFlowQuery(id, shopperFrom(req)));
  }

  @Mutation('lookupReturnOrder')
  lookupReturnOrder(@Args('input') input: LookupReturnOrderInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new LookupReturnOrderCommand(validatedInput(LookupReturnOrderDto, input), shopperFrom(req), clientAddress(req, this.config.support.internalApiSecret)));
  }

  @Mutation('saveReturnSelection')
  saveReturnSelection(@Args('input') input: SaveReturnSelectionInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new SaveReturnSelectionCommand(validatedInput(SaveReturnSelectionDto, input), shopperFrom(req)));
  }

  @Mutation('chooseReturnRegulation')
  chooseReturnRegulation(@Args('input') input: ChooseReturnRegulationInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new ChooseReturnRegulationCommand(validatedInput(ChooseReturnRegulationDto, input), shopperFrom(req)));
  }

  @Mutation('chooseReturnCarrier')
  chooseReturnCarrier(@Args('input') input: ChooseReturnCarrierInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new ChooseReturnCarrierCommand(validatedInput(ChooseReturnCarrierDto, input), shopperFrom(req)));
  }

  @Mutation('editReturnStep')
  editReturnStep(@Args('input') input: EditReturnStepInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new EditReturnStepCommand(validatedInput(EditReturnStepDto, input), shopperFrom(req)));
  }

  @Mutation('submitReturn')
  submitReturn(@Args('input') input: SubmitReturnInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new SubmitReturnCommand(validatedInput(SubmitReturnDto, input), shopperFrom(req)));
  }

  @Mutation('retryReturn')
  retryReturn(@Args('input') input: ReturnRefInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new RetryReturnCommand(validatedInput(ReturnRefDto, input).returnId, shopperFrom(req)));
  }

  @Mutation('returnStepBack')
  returnStepBack(@Args('input') input: ReturnRefInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new ReturnStepBackCommand(validatedInput(ReturnRefDto, input).returnId, shopperFrom(req)));
  }

  @Mutation('restartReturn')
  restartReturn(@Args('input') input: ReturnRefInput, @Context('req') req: Request): Promise<ReturnFlowAnswer> {
    return this.commands.execute(new RestartReturnCommand(validatedInput(ReturnRefDto, input).returnId, shopperFrom(req)));
  }
}
