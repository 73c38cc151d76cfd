// The error catalogue's part that /login and the public screens can meet (S1 §8): bundled with them. The rest of the
// catalogue (./errors.ts) loads with the private layout, with the other namespaces (the /login budget).
export const errorsCore = {
  generic: 'An error occurred!',
  ERR_INVALID_CREDENTIALS: 'Erro de autenticação. Por favor, tente novamente.',
  ERR_SESSION_EXPIRED: 'Sessão expirada. Por favor entre.',
  ERR_USER_CREATION_DISABLED: 'A criação do usuário foi desabilitada pelo administrador.',
  ERR_NO_PERMISSION: 'Você não tem permissão para acessar este recurso.',
} as const;
