// common (en); the pt file is the reference.
export const common = {
  error: {
    title: 'Something went wrong',
    body: 'An error occurred!',
    retry: 'Try again',
    details: 'Technical details',
  },
  screenSoon: 'Coming soon',
  loadingMore: 'Loading more...',
  loadMoreFailed: 'More could not be loaded.',
  empty: 'Nothing here!',
  toastClose: 'Close notification',
  notifications: 'Notifications',
  appName: 'Atende',
  loading: 'Loading...',
  cancel: 'Cancel',
  ok: 'OK',
  save: 'Save',
  close: 'Close',
  delete: 'Delete',
  add: 'Add',
  edit: 'Edit',
  search: 'Search',
  actions: 'Actions',
  entity: {
    confirmDeleteTitle: 'Delete record',
    confirmDeleteMessage: 'Do you really want to delete this record?',
    changedElsewhere:
      'This record was changed elsewhere. What you typed is kept; saving stores your version.',
    deletedElsewhere: 'The open record was deleted elsewhere.',
    liveDown: 'Live updates interrupted: the list may be out of date.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The address you opened does not exist.',
    back: 'Back to start',
  },
  placeholder: 'This screen ({{name}}) is coming soon.',
  resource: {
    back: 'Back',
    loadFailed: 'Could not load this.',
    /** One line where a control's choices should have been: a filter, a select. */
    loadFailedOf: '{{what}}: could not load.',
    notFound: 'Not found: it does not exist or was deleted.',
  },
} as const;
