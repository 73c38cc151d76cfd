import type { Decorator } from '@storybook/react-vite';

/** Pads a primitive on the app background (theme-aware through the tokens). */
export const onSurface: Decorator = (Story) => (
  <div className="min-h-screen bg-surface-muted p-8 text-ink">
    <Story />
  </div>
);

/** A fixed-size frame for components that fill their parent. */
export const frame =
  (width: number | string, height: number | string): Decorator =>
  (Story) => (
    <div className="bg-surface-muted p-6">
      <div
        style={{ width, height }}
        className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
      >
        <Story />
      </div>
    </div>
  );

export const dark = { theme: 'dark' } as const;
