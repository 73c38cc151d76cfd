import { describe, expect, it } from 'vitest';
import { entityTexts } from './entity-view.ts';

describe('entityTexts: an entity’s texts named the usual way under one prefix', () => {
  it('names every text under the prefix', () => {
    expect(entityTexts('tags:')).toEqual({
      title: 'tags:title',
      searchPlaceholder: 'tags:searchPlaceholder',
      add: 'tags:add',
      tableLabel: 'tags:table.label',
      actionsHeader: 'tags:table.actions',
      empty: 'tags:empty',
      emptySearch: 'tags:emptySearch',
      emptyHint: 'tags:emptyHint',
      edit: 'tags:edit',
      delete: 'tags:delete',
      confirmTitle: 'tags:confirmDeleteTitle',
      confirmMessage: 'tags:confirmDeleteMessage',
    });
  });

  it('leaves out the texts the screen has not (no search: no search box) and takes the ones named otherwise', () => {
    const texts = entityTexts('queues:', {
      without: ['searchPlaceholder', 'emptySearch'],
      other: { confirmTitle: 'queues:confirm.title', confirmLabel: 'queues:confirm.ok' },
    });
    expect('searchPlaceholder' in texts).toBe(false);
    expect('emptySearch' in texts).toBe(false);
    expect(texts.confirmTitle).toBe('queues:confirm.title');
    expect(texts.confirmLabel).toBe('queues:confirm.ok');
    expect(texts.title).toBe('queues:title');
  });
});
