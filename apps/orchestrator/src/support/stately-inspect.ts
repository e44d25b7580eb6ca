import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { setActorInspector } from '../workflow/index.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * STATELY_INSPECT=1 (never in production; config refuses it there) streams the events of every
 * workflow actor the kernel runs (checkout, returns with both regions, ...) to a Stately inspector over WebSocket (STATELY_INSPECT_URL, default ws://localhost:8080,
 * e.g. the server of `@statelyai/inspect/server` with the Stately inspector UI).
 */
@Injectable()
export class StatelyInspect implements OnModuleInit, OnApplicationShutdown {
  private stop: (() => void) | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.support.statelyInspect) return;
    const { createWebSocketInspector } = await import('@statelyai/inspect');
    const inspector = createWebSocketInspector({ url: this.config.support.statelyInspectUrl });
    inspector.start();
    setActorInspector(inspector.inspect as Parameters<typeof setActorInspector>[0]);
    this.stop = () => inspector.stop();
    new Logger('StatelyInspect').warn(`Streaming workflow actor events to ${this.config.support.statelyInspectUrl} (development only)`);
  }

  onApplicationShutdown(): void {
    setActorInspector(null);
    this.stop?.();
  }
}
