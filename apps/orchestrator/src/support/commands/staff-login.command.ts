import { Command } from '@nestjs/cqrs';
import type { LoginOutcome } from '../auth/staff-auth.service.js';

/** Staff sign-in with e-mail and password from a client IP (rate limited). */
export class StaffLoginCommand extends Command<LoginOutcome> {
  constructor(
    public readonly email: string,
    public readonly password: string,
    public readonly ip: string,
  ) {
    super();
  }
}
