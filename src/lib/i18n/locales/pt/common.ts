// One file per namespace, the three languages side by side so a missing key is visible in review and in
// src/lib/i18n/i18n.test.ts (every key of pt must exist in en and es).
export const common = {
  error: {
    title: 'Algo deu errado',
    body: 'An error occurred!',
    retry: 'Tentar novamente',
    details: 'Detalhes técnicos',
  },
  screenSoon: 'Em breve',
  loadingMore: 'Carregando mais...',
  loadMoreFailed: 'Não foi possível carregar mais.',
  empty: 'Nada aqui!',
  toastClose: 'Fechar notificação',
  notifications: 'Notificações',
  appName: 'Atende',
  loading: 'Carregando...',
  cancel: 'Cancelar',
  ok: 'OK',
  save: 'Salvar',
  close: 'Fechar',
  delete: 'Excluir',
  add: 'Adicionar',
  edit: 'Editar',
  search: 'Pesquisar',
  actions: 'Ações',
  entity: {
    confirmDeleteTitle: 'Excluir Registro',
    confirmDeleteMessage: 'Deseja realmente excluir este registro?',
    changedElsewhere:
      'Este registro foi alterado em outro lugar. O que você digitou foi mantido; salvar grava a sua versão.',
    deletedElsewhere: 'O registro aberto foi excluído em outro lugar.',
    liveDown: 'Atualizações ao vivo interrompidas: a lista pode estar desatualizada.',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'O endereço que você abriu não existe.',
    back: 'Voltar ao início',
  },
  placeholder: 'Esta tela ({{name}}) chega em breve.',
  resource: {
    back: 'Voltar',
    loadFailed: 'Não foi possível carregar.',
    /** One line where a control's choices should have been: a filter, a select. */
    loadFailedOf: '{{what}}: não foi possível carregar.',
    notFound: 'Não encontrado: ele não existe ou foi excluído.',
  },
} as const;
