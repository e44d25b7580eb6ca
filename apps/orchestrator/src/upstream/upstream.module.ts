import { Module } from '@nestjs/common';
import { TokenProvider } from './token-provider.js';
import { UpstreamClient } from './upstream-client.js';

@Module({
  providers: [TokenProvider, UpstreamClient],
  exports: [UpstreamClient, TokenProvider],
})
export class UpstreamModule {}
