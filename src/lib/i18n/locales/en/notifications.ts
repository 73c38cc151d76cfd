// Notifications popover and desktop notifications (S1 §2.5, §4.3).
export const notifications = {
  title: 'Notifications',
  button: 'Notifications',
  buttonCount_one: 'Notifications: {{count}} ticket with unread messages',
  buttonCount_other: 'Notifications: {{count}} tickets with unread messages',
  listLabel: 'Tickets with unread messages',
  empty: 'No notifications.',
  loadFailed: 'The notifications could not be loaded.',
  closed: 'Closed',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  accept: 'Accept',
  acceptTicket: "Accept {{name}}'s ticket",
  enableDesktop: 'Turn on desktop notifications',
  desktopBlocked: 'Notifications blocked in the browser',
  desktopTitle: 'Message from {{name}}',
  desktopMedia: 'New message',
};
