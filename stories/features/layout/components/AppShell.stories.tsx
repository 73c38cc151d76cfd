import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScreenPlaceholder } from '../../../../src/features/common/components/ScreenPlaceholder.tsx';
import { AppDrawer } from '../../../../src/features/layout/components/AppDrawer.tsx';
import { AppShell } from '../../../../src/features/layout/components/AppShell.tsx';
import { TopBar } from '../../../../src/features/layout/components/TopBar.tsx';
import { drawerItems } from '../../../../src/lib/navigation.ts';
import { dark } from '../../../decorators.tsx';

const items = drawerItems({ profile: 'admin', isSuper: true, campaignsEnabled: 'true' });

const meta = {
  title: 'features/layout/AppShell',
  component: AppShell,
  parameters: { a11y: { test: 'error' } },
  args: {
    topBar: (
      <TopBar
        userName="Administrador"
        narrow={false}
        onToggleDrawer={fn()}
        onProfile={fn()}
        onLogout={fn()}
        announcementsCount={1}
        chatsUnread={3}
      />
    ),
    drawer: (
      <AppDrawer
        items={items}
        currentPath="/contacts"
        open
        variant="permanent"
        onClose={fn()}
        onNavigate={fn()}
        connectionsWarning
        chatsUnread
      />
    ),
    children: <ScreenPlaceholder name="Contatos" />,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Collapsed: Story = {
  args: {
    drawer: (
      <AppDrawer
        items={items}
        currentPath="/contacts"
        open={false}
        variant="permanent"
        onClose={fn()}
        onNavigate={fn()}
      />
    ),
  },
};
export const Narrow: Story = {
  args: {
    topBar: <TopBar userName="Administrador" narrow onToggleDrawer={fn()} onProfile={fn()} onLogout={fn()} />,
    drawer: (
      <AppDrawer
        items={items}
        currentPath="/contacts"
        open={false}
        variant="temporary"
        onClose={fn()}
        onNavigate={fn()}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-[375px]">
        <Story />
      </div>
    ),
  ],
};
export const Dark: Story = { globals: dark };
