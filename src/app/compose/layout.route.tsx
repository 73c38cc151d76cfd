/**
 * The signed-in layout with what other features lend its top bar (src/session/slots.tsx): the tickets notifications,
 * the announcements bell and the chats bell.
 */
import type { ReactNode } from 'react';
import { AppLayoutScreen as Layout } from '../../features/layout/app-layout.screen.tsx';
import { SlotsProvider } from '../../session/slots.tsx';
import { TOP_BAR_SLOTS } from '../top-bar-slots.tsx';

export function AppLayoutScreen({ children }: { children: ReactNode }) {
  return (
    <SlotsProvider slots={TOP_BAR_SLOTS}>
      <Layout>{children}</Layout>
    </SlotsProvider>
  );
}
