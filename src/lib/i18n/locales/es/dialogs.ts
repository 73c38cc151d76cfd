// Ticket dialogs: schedule, transfer, delete, new ticket, contact (S1 §2.6, §2.8, §5).
export const dialogs = {
  title: 'Cancelar',
};
