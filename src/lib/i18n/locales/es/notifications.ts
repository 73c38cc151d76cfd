// Notifications popover and desktop notifications (S1 §2.5, §4.3).
export const notifications = {
  title: 'Notificaciones',
};
