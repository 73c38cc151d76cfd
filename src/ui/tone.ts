/*
 * The brand primary (#6B62FE) reaches only 4.37:1 against white, under WCAG AA for body text. Text in the primary
 * colour and primary fills under white text use a slightly deeper mix in light mode; dark mode keeps the token
 * (#52d869 on dark surfaces, with dark text on fills, is well above AA).
 */
export const primaryText = 'text-[color-mix(in_oklab,var(--color-primary)_78%,black)] dark:text-primary';
export const primaryFill =
  'bg-[color-mix(in_oklab,var(--color-primary)_86%,black)] dark:bg-primary text-primary-contrast';

/**
 * Brand-coloured text inside a message bubble (links, authors): the primary colour darkened further in light mode,
 * where the plain brand colour falls under 4.5:1 on the bubbles' tints (the same mix as the selected tab in Tabs).
 */
export const accentText = 'text-[color-mix(in_oklab,var(--color-primary)_62%,black)] dark:text-primary';
