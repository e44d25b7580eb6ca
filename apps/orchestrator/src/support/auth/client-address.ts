// Moved to common/ (the returns lookup limit counts client addresses too); kept for support's imports.
export { clientAddress, fromStorefront, limitSubject, normalAddress } from '../../common/client-address.js';
