import type { ReactNode } from 'react';

export interface AppShellProps {
  topBar: ReactNode;
  drawer: ReactNode;
  /** Above the screen, below the top bar: the connection banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/** The private layout: drawer on the left, top bar and the routed screen on the right. */
export function AppShell({ topBar, drawer, banner, children }: AppShellProps) {
  return (
    <div className="flex h-dvh w-full overflow-hidden bg-surface-muted text-ink">
      {drawer}
      <div className="flex min-w-0 flex-1 flex-col">
        {topBar}
        {banner}
        <main className="relative min-h-0 flex-1 overflow-auto">{children}</main>
      </div>
    </div>
  );
}
