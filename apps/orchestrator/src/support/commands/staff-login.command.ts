import { Command } from '@nestjs/cqrs';
import type { LoginOutcome } from '../auth/staff-auth.service.js';

/** Staff sign-in with e-mail and password from a client IP, maybe with a device token (rate limited). */
export class StaffLoginCommand extends Command<LoginOutcome> {
  constructor(
    public readonly email: string,
    public readonly password: string,
    public readonly ip: string,
    /** The device token an earlier sign-in on this browser answered (StaffLoginInput.deviceToken). */
    public readonly deviceToken?: string,
  ) {
    super();
  }
}
