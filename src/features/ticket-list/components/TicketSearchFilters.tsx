import { useTranslation } from 'react-i18next';
import type { Tag, UserListItem } from '../../../api/schemas/index.ts';
import { MultiSelect } from '../../../ui/MultiSelect.tsx';
import type { ReadState } from '../../../ui/ResourceState.tsx';
import { swatchOption } from '../../../ui/Swatch.tsx';

export interface TicketSearchFiltersProps {
  tags: readonly Tag[];
  selectedTags: readonly number[];
  onTagsChange: (ids: number[]) => void;
  /** The read of the tags (GET /tags/list): failed, the filter says so and offers a retry instead of no choices. */
  tagsLoad?: ReadState | undefined;
  /** The read of the users (GET /users/list), likewise. */
  usersLoad?: ReadState | undefined;
  /** The user filter is for admins only (S1 §2.6, §6): leave it out for users. */
  users?: readonly UserListItem[] | undefined;
  selectedUsers?: readonly number[];
  onUsersChange?: (ids: number[]) => void;
}

const widthOf = (load: ReadState | undefined) => (load?.status === 'error' ? 'basis-full' : 'min-w-0 flex-1');

/** The search tab's tag filter, and the user filter for admins (S1 §2.6). */
export function TicketSearchFilters({
  tags,
  selectedTags,
  onTagsChange,
  tagsLoad,
  usersLoad,
  users,
  selectedUsers = [],
  onUsersChange,
}: TicketSearchFiltersProps) {
  const { t } = useTranslation();
  return (
    // A filter whose choices failed to load takes a row of its own: half the tickets column is too narrow for what
    // failed, why, and the retry.
    <div className="flex flex-wrap gap-2">
      <MultiSelect<number>
        className={widthOf(tagsLoad)}
        hideLabel
        label={t('tickets:filters.tags')}
        placeholder={t('tickets:filters.tags')}
        summary={(n) => t('tickets:filters.tagsCount', { count: n })}
        value={selectedTags}
        onChange={onTagsChange}
        options={tags.map((tag) => swatchOption(tag.id, tag.name, tag.color))}
        load={tagsLoad}
      />
      {users && onUsersChange && (
        <MultiSelect<number>
          className={widthOf(usersLoad)}
          hideLabel
          label={t('tickets:filters.users')}
          placeholder={t('tickets:filters.users')}
          summary={(n) => t('tickets:filters.usersCount', { count: n })}
          value={selectedUsers}
          onChange={onUsersChange}
          options={users.map((u) => ({ value: u.id, label: u.name }))}
          load={usersLoad}
        />
      )}
    </div>
  );
}
