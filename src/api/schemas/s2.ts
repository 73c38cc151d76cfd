/** The schemas of the S2 entities, apart from index.ts so that /login's core does not carry them. */
export * from './contact-list.schema.ts';
export * from './contact-list-item.schema.ts';
export * from './campaign.schema.ts';
export * from './campaign-setting.schema.ts';
export * from './chat.schema.ts';
export * from './announcement.schema.ts';
export * from './help.schema.ts';
