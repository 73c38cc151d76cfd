export const quickMessages = {
  title: 'Respuestas Rápidas',
  add: 'Agregar',
  searchPlaceholder: 'Buscar...',
  table: { label: 'Respuestas rápidas', shortcode: 'Atajo', message: 'Mensaje', actions: 'Acciones' },
  edit: 'Editar la respuesta rápida {{name}}',
  delete: 'Eliminar la respuesta rápida {{name}}',
  empty: 'No hay respuestas rápidas.',
  emptyHint:
    'Cree atajos para los mensajes que envía con frecuencia; en la atención, escriba / para usarlos.',
  emptySearch: 'Ningún atajo coincide con la búsqueda.',
  dialog: {
    title: 'Mensaje Rápido',
    shortcode: 'Atajo',
    message: 'Respuesta',
    save: 'Guardar',
  },
  confirmDeleteTitle: 'Eliminar Registro',
  confirmDeleteMessage: '¿Realmente desea eliminar este registro?',
  toasts: {
    created: 'Mensaje agregado con éxito.',
    updated: 'Mensaje actualizado con éxito.',
    deleted: 'Mensaje eliminado con éxito.',
  },
} as const;
