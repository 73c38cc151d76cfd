import { fn } from 'storybook/test';
import type { EntityIntents } from '../../src/ui/entity/entity-view.ts';

/** Every intent of an entity screen as a spy; a story passes the ones its play checks. */
export function entityIntents<T, V>(spies: Partial<EntityIntents<T, V>> = {}): EntityIntents<T, V> {
  return {
    search: fn(),
    add: fn(),
    edit: fn(),
    close: fn(),
    submit: fn(),
    askDelete: fn(),
    confirmDelete: fn(),
    cancelDelete: fn(),
    ...spies,
  };
}

/** The add/edit dialog closed, and the confirmation closed. */
export const closedDialog = {
  open: false,
  editing: null,
  values: null,
  busy: false,
  changedElsewhere: false,
};
export const closedConfirm = { open: false, busy: false, record: null };
