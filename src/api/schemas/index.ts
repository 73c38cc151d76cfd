export * from './common.schema.ts';
export * from './queue.schema.ts';
export * from './queue-option.schema.ts';
export * from './setting.schema.ts';
export * from './plan.schema.ts';
export * from './company.schema.ts';
export * from './user.schema.ts';
export * from './auth.schema.ts';
export * from './contact.schema.ts';
export * from './tag.schema.ts';
export * from './whatsapp.schema.ts';
export * from './ticket.schema.ts';
export * from './message.schema.ts';
export * from './note.schema.ts';
export * from './quick-message.schema.ts';
export * from './schedule.schema.ts';
export * from './tolerant.ts';
// The S2 entities (campaigns, chats, announcements, contact lists, helps) are in ./s2.ts: their schemas load with
// the screens and the realtime chunk, never with /login's core (the core takes this barrel).
