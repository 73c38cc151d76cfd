/**
 * Brand-coloured text inside a bubble (links, authors): the primary colour darkened in light mode, where the plain
 * brand colour falls under 4.5:1 on the bubbles' tints (the same mix as the selected tab in src/ui/Tabs.tsx).
 */
export const accentText = 'text-[color-mix(in_oklab,var(--color-primary)_62%,black)] dark:text-primary';
