// Notifications popover and desktop notifications (S1 §2.5, §4.3).
export const notifications = {
  title: 'Notificaciones',
  button: 'Notificaciones',
  buttonCount_one: 'Notificaciones: {{count}} ticket con mensajes no leídos',
  buttonCount_other: 'Notificaciones: {{count}} tickets con mensajes no leídos',
  listLabel: 'Tickets con mensajes no leídos',
  empty: 'Sin notificaciones.',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  closed: 'Cerrado',
  unread_one: '{{count}} mensaje no leído',
  unread_other: '{{count}} mensajes no leídos',
  accept: 'Aceptar',
  acceptTicket: 'Aceptar el ticket de {{name}}',
  enableDesktop: 'Activar notificaciones de escritorio',
  desktopBlocked: 'Notificaciones bloqueadas en el navegador',
  desktopTitle: 'Mensaje de {{name}}',
  desktopMedia: 'Nuevo mensaje',
};
