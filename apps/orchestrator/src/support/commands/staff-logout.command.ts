import { Command } from '@nestjs/cqrs';

/** Ends a staff session. */
export class StaffLogoutCommand extends Command<boolean> {
  constructor(public readonly token: string | undefined) {
    super();
  }
}
