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
