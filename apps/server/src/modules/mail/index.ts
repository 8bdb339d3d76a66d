// The mail module's public face: the outbox every sent message is kept in.
export { createOutboxRepository as createOutbox } from './outbox-repository';
