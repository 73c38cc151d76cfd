// Schedules screen (S2 §2, §8); texts of the reference frontend where the spec gives none.
export const schedules = {
  title: 'Agendamentos',
  add: 'Novo Agendamento',
  searchPlaceholder: 'Pesquisar...',
  table: {
    label: 'Agendamentos',
    contact: 'Contato',
    body: 'Mensagem',
    sendAt: 'Data de Agendamento',
    status: 'Status',
    actions: 'Ações',
  },
  edit: 'Editar o agendamento de {{name}}',
  delete: 'Excluir o agendamento de {{name}}',
  sendError: 'Erro no envio',
  empty: 'Nenhum agendamento.',
  emptyHint: 'Agende uma mensagem para um contato em um momento futuro.',
  emptySearch: 'Nenhum agendamento corresponde à pesquisa.',
  confirmDeleteTitle: 'Você tem certeza que quer excluir este Agendamento?',
  confirmDeleteMessage: 'Esta ação não pode ser revertida.',
  saved: 'Agendamento salvo com sucesso.',
  deleted: 'Agendamento excluído com sucesso.',
} as const;
