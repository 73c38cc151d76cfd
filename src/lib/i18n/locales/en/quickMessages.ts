export const quickMessages = {
  title: 'Quick Replies',
  add: 'Add',
  searchPlaceholder: 'Search...',
  table: { label: 'Quick replies', shortcode: 'Shortcut', message: 'Message', actions: 'Actions' },
  edit: 'Edit the quick reply {{name}}',
  delete: 'Delete the quick reply {{name}}',
  empty: 'No quick replies.',
  emptyHint: 'Create shortcuts for the messages you send often; in a conversation, type / to use them.',
  emptySearch: 'No shortcut matches the search.',
  dialog: {
    title: 'Quick Message',
    shortcode: 'Shortcut',
    message: 'Reply',
    save: 'Save',
  },
  confirmDeleteTitle: 'Delete Record',
  confirmDeleteMessage: 'Do you really want to delete this record?',
  toasts: {
    created: 'Message added successfully.',
    updated: 'Message updated successfully.',
    deleted: 'Message deleted successfully.',
  },
} as const;
