import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { LoginInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { shopperFrom, validatedInput } from '../request/index.js';
import type { LoginAnswer } from './account-results.js';
import { LoginDto } from './login.dto.js';
import { LoginCommand } from './commands/login.command.js';
import { LogoutCommand } from './commands/logout.command.js';

@Resolver()
export class AccountResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('login')
  login(@Args('input') input: LoginInput, @Context('req') req: Request): Promise<LoginAnswer> {
    return this.commands.execute(new LoginCommand(validatedInput(LoginDto, input), shopperFrom(req)));
  }

  @Mutation('logout')
  logout(@Context('req') req: Request) {
    return this.commands.execute(new LogoutCommand(shopperFrom(req)));
  }
}
