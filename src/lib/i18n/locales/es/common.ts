// common (es); the pt file is the reference.
export const common = {
  error: {
    title: 'Algo salió mal',
    body: 'An error occurred!',
    retry: 'Reintentar',
    details: 'Detalles técnicos',
  },
  screenSoon: 'Próximamente',
  loadingMore: 'Cargando más...',
  loadMoreFailed: 'No fue posible cargar más.',
  empty: '¡Nada aquí!',
  toastClose: 'Cerrar notificación',
  notifications: 'Notificaciones',
  appName: 'Atende',
  loading: 'Cargando...',
  cancel: 'Cancelar',
  ok: 'OK',
  save: 'Guardar',
  close: 'Cerrar',
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que abrió no existe.',
    back: 'Volver al inicio',
  },
  placeholder: 'Esta pantalla ({{name}}) llegará pronto.',
  resource: {
    back: 'Volver',
    loadFailed: 'No se pudo cargar.',
    /** One line where a control's choices should have been: a filter, a select. */
    loadFailedOf: '{{what}}: no se pudo cargar.',
    notFound: 'No encontrado: no existe o fue eliminado.',
  },
} as const;
