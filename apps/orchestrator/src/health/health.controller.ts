import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService, type HealthReport } from './health.service.js';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when Redis and the upstream answer, 503 otherwise (load balancers read the status). */
  @Get('healthz')
  async healthz(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503).setHeader('cache-control', 'no-store');
    return report;
  }
}
