// Notifications popover and desktop notifications (S1 §2.5, §4.3).
export const notifications = {
  title: 'Notificações',
  button: 'Notificações',
  buttonCount_one: 'Notificações: {{count}} ticket com mensagens não lidas',
  buttonCount_other: 'Notificações: {{count}} tickets com mensagens não lidas',
  listLabel: 'Tickets com mensagens não lidas',
  // The reference frontend's text.
  empty: 'Nenhuma notificação.',
  loadFailed: 'Não foi possível carregar as notificações.',
  closed: 'Fechado',
  unread_one: '{{count}} mensagem não lida',
  unread_other: '{{count}} mensagens não lidas',
  accept: 'Aceitar',
  acceptTicket: 'Aceitar ticket de {{name}}',
  enableDesktop: 'Ativar notificações na área de trabalho',
  desktopBlocked: 'Notificações bloqueadas no navegador',
  // The reference frontend's desktop notification title: 'Mensagem de' and the contact's name.
  desktopTitle: 'Mensagem de {{name}}',
  desktopMedia: 'Nova mensagem',
};
