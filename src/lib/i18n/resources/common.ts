// One file per namespace, the three languages side by side so a missing key is visible in review and in
// tests/contract/i18n.test.ts (every key of pt must exist in en and es).
export const common = {
  pt: {
    appName: 'Atende',
    loading: 'Carregando...',
    cancel: 'Cancelar',
    ok: 'OK',
    save: 'Salvar',
    close: 'Fechar',
    notFound: { title: 'Página não encontrada', body: 'O endereço que você abriu não existe.', back: 'Voltar ao início' },
    placeholder: 'Esta tela ({{name}}) chega em breve.',
  },
  en: {
    appName: 'Atende',
    loading: 'Loading...',
    cancel: 'Cancel',
    ok: 'OK',
    save: 'Save',
    close: 'Close',
    notFound: { title: 'Page not found', body: 'The address you opened does not exist.', back: 'Back to start' },
    placeholder: 'This screen ({{name}}) is coming soon.',
  },
  es: {
    appName: 'Atende',
    loading: 'Cargando...',
    cancel: 'Cancelar',
    ok: 'OK',
    save: 'Guardar',
    close: 'Cerrar',
    notFound: { title: 'Página no encontrada', body: 'La dirección que abrió no existe.', back: 'Volver al inicio' },
    placeholder: 'Esta pantalla ({{name}}) llegará pronto.',
  },
} as const;
