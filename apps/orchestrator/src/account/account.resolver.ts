import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { LoginInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { namedClientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { shopperFrom, validatedInput } from '../request/index.js';
import type { LoginAnswer } from './account-results.js';
import { LoginDto } from './login.dto.js';
import { LoginCommand } from './commands/login.command.js';
import { LogoutCommand } from './commands/logout.command.js';

@Resolver()
export class AccountResolver {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Mutation('login')
  login(@Args('input') input: LoginInput, @Context('req') req: Request): Promise<LoginAnswer> {
    return this.commands.execute(new LoginCommand(validatedInput(LoginDto, input), shopperFrom(req), namedClientAddress(req, this.config.support.internalApiSecret)));
  }

  @Mutation('logout')
  logout(@Context('req') req: Request) {
    return this.commands.execute(new LogoutCommand(shopperFrom(req)));
  }
}
