// Front door of the account's address book: its module, and the service the logout uses.
export { AddressBookModule } from './address-book.module.js';
export { AddressBookService } from './address-book.service.js';
