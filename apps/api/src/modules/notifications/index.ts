// The notifications module's face (docs/decisions/055-module-boundaries.md): the outbox other modules
// write messages into, the messages themselves, the owner's 'Pesan Keluar' and the sender. Imported from
// outside only through this file.

export { smtpTransport } from './mailer.ts';
export { type Rendered, renderMessage } from './message-layout.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { type OrderMessageKind, renderOrderMessage } from './order-messages.ts';
export { enqueueMessage, type MailTransport, sendDueMessages } from './outbox.service.ts';
export { countFailedMessages } from './outbox-admin.service.ts';
