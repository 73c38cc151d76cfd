// Quick messages screen (S2 §2, §8); texts of the reference frontend where the spec gives none.
export const quickMessages = {
  title: 'Respostas Rápidas',
  add: 'Adicionar',
  searchPlaceholder: 'Pesquisar...',
  table: { label: 'Respostas rápidas', shortcode: 'Atalho', message: 'Mensagem', actions: 'Ações' },
  edit: 'Editar a resposta rápida {{name}}',
  delete: 'Excluir a resposta rápida {{name}}',
  empty: 'Nenhuma resposta rápida.',
  emptyHint:
    'Crie atalhos para as mensagens que você envia com frequência; no atendimento, digite / para usá-los.',
  emptySearch: 'Nenhum atalho corresponde à pesquisa.',
  dialog: {
    title: 'Mensagem Rápida',
    shortcode: 'Atalho',
    message: 'Resposta',
    save: 'Salvar',
  },
  confirmDeleteTitle: 'Excluir Registro',
  confirmDeleteMessage: 'Deseja realmente excluir este registro?',
  toasts: {
    created: 'Messagem adicionada com sucesso.',
    updated: 'Messagem atualizada com sucesso.',
    deleted: 'Messagem excluída com sucesso.',
  },
} as const;
