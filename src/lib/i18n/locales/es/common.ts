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
  delete: 'Eliminar',
  add: 'Agregar',
  edit: 'Editar',
  search: 'Buscar',
  actions: 'Acciones',
  entity: {
    confirmDeleteTitle: 'Eliminar registro',
    confirmDeleteMessage: '¿Realmente desea eliminar este registro?',
    changedElsewhere:
      'Este registro fue modificado en otro lugar. Lo que escribió se mantiene; guardar graba su versión.',
    deletedElsewhere: 'El registro abierto fue eliminado en otro lugar.',
    liveDown: 'Actualizaciones en vivo interrumpidas: la lista puede estar desactualizada.',
  },
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
