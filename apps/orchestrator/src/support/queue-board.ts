import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { CheckoutQueues } from '../checkout/index.js';
import { StaffAuthService } from './auth/staff-auth.service.js';
import { may, STAFF_TOKEN_HEADER } from './auth/staff.js';
import { BulkReplays } from './replay/bulk-replays.js';

/** Where the board is served (the storefront forwards /support/queues/* here with the staff header). */
export const QUEUE_BOARD_PATH = '/support/queues';

/**
 * bull-board: raw, read-only views of the app's queues (order-submit, spedition-fields,
 * support-bulk-replay) for staff. Jobs carry shopper references and spedition fields that are not
 * redacted, so only roles that see personal data (support) get in; replays go through the console,
 * which checks and audits them, never through the board (read-only: no retry, no removal).
 */
export function mountQueueBoard(app: INestApplication): void {
  const auth = app.get(StaffAuthService, { strict: false });
  const queues = app.get(CheckoutQueues, { strict: false });
  const bulk = app.get(BulkReplays, { strict: false });
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  const readOnly = { readOnlyMode: true, allowRetries: false };
  createBullBoard({
    queues: [queues.orderSubmit, queues.speditionFields, bulk.queue].map((queue) => new BullMQAdapter(queue, readOnly)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Tafel · Warteschlangen', locale: { lng: 'de-DE' }, hideDocsLink: true, miscLinks: [{ text: 'Support-Konsole', url: '/support/submissions' }] } },
  });
  const staffOnly = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const member = await auth.member(req.header(STAFF_TOKEN_HEADER));
      if (member === null) res.status(401).type('text/plain').send('A support console session is required (sign in at /support/login).');
      else if (!may(member.role, 'personalData')) res.status(403).type('text/plain').send(`The role ${member.role} may not see raw queue data.`);
      else next();
    } catch (error) {
      next(error);
    }
  };
  app.use(QUEUE_BOARD_PATH, staffOnly, serverAdapter.getRouter());
}
