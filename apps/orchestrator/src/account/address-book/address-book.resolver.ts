import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RemoveAddressInput, SaveAddressInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { shopperFrom } from '../../request/index.js';
import { AddressBookService } from './address-book.service.js';

@Resolver()
export class AddressBookResolver {
  constructor(private readonly addressBook: AddressBookService) {}

  @Query('addressBook')
  book(@Context('req') req: Request) {
    return this.addressBook.book(shopperFrom(req));
  }

  @Mutation('saveAddress')
  saveAddress(@Args('input') input: SaveAddressInput, @Context('req') req: Request) {
    return this.addressBook.save(shopperFrom(req), input);
  }

  @Mutation('removeAddress')
  removeAddress(@Args('input') input: RemoveAddressInput, @Context('req') req: Request) {
    return this.addressBook.remove(shopperFrom(req), input);
  }

  @Mutation('undoRemoveAddress')
  undoRemoveAddress(@Context('req') req: Request) {
    return this.addressBook.undoRemove(shopperFrom(req));
  }
}
