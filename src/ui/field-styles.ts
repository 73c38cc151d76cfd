/** Shared look of text inputs and listbox buttons. */
export const controlClass = [
  'block w-full rounded-lg border bg-surface px-3 text-sm text-ink shadow-xs transition',
  'placeholder:text-ink-muted',
  'focus:outline-none data-focus:border-primary data-focus:ring-3 data-focus:ring-primary/20',
  'data-disabled:cursor-not-allowed data-disabled:opacity-60',
].join(' ');

export const controlBorder = (invalid: boolean): string =>
  invalid
    ? 'border-red-500 data-focus:border-red-500 data-focus:ring-red-500/20'
    : 'border-line hover:border-ink/25';
