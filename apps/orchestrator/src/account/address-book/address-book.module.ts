import { Module } from '@nestjs/common';
import { UpstreamModule } from '../../upstream/upstream.module.js';
import { AddressBookResolver } from './address-book.resolver.js';
import { AddressBookService } from './address-book.service.js';
import { LastRemovedStore } from './last-removed.store.js';

/** The account's address book (spec §4 address book); the logout uses its service to forget the last removed address. */
@Module({
  imports: [UpstreamModule],
  providers: [AddressBookResolver, AddressBookService, LastRemovedStore],
  exports: [AddressBookService],
})
export class AddressBookModule {}
