import { describe, expect, it } from 'vitest';
import {
  addOption,
  buildTree,
  cancelEditing,
  changeOption,
  findNode,
  inputOf,
  markSaved,
  pathOf,
  removeOption,
  startEditing,
  type OptionRecord,
} from './option-tree.ts';

const rec = (id: number, parentId: number | null, option: number, title = `T${id}`): OptionRecord => ({
  id,
  parentId,
  option,
  title,
  message: `M${id}`,
});
// Roots 1 and 4; 1 has children 2 and 3 (given out of order); 3 has child 5.
const flat = [rec(3, 1, 2), rec(1, null, 1), rec(2, 1, 1), rec(4, null, 2), rec(5, 3, 1)];

const shape = (nodes: ReturnType<typeof buildTree>): unknown =>
  nodes.map((n) => [n.id, n.option, n.children.length ? shape(n.children) : []]);

describe('queue option tree (S3 §4.5)', () => {
  it('builds roots (no parent) and children, siblings by their option number', () => {
    const tree = buildTree(flat);
    expect(shape(tree)).toEqual([
      [
        1,
        1,
        [
          [2, 1, []],
          [3, 2, [[5, 1, []]]],
        ],
      ],
      [4, 2, []],
    ]);
    expect(tree[0]?.parentId).toBeNull();
    expect(findNode(tree, 'o5')?.parentId).toBe(3);
    expect(pathOf(tree, 'o5')).toBe('1.2.1');
    // An option whose parent is not in the list is shown as a root rather than lost.
    expect(shape(buildTree([rec(7, 99, 1)]))).toEqual([[7, 1, []]]);
  });

  it('a new option is numbered after its siblings, in edit mode, unsaved; an unsaved parent takes none', () => {
    const tree = buildTree(flat);
    const root = addOption(tree, null, 'n1');
    expect(root && findNode(root.tree, 'n1')).toMatchObject({
      id: null,
      parentId: null,
      option: 3,
      editing: true,
    });
    const child = addOption(tree, 'o3', 'n2');
    expect(child && findNode(child.tree, 'n2')).toMatchObject({ parentId: 3, option: 2 });
    expect(child && pathOf(child.tree, 'n2')).toBe('1.2.2');
    expect(root && addOption(root.tree, 'n1', 'n3')).toBeNull();
    // The tree it came from is untouched.
    expect(findNode(tree, 'n1')).toBeUndefined();
  });

  it('edit mode: typed text stays until saved; cancel brings the saved text back, or drops a never-saved option', () => {
    let tree = startEditing(buildTree(flat), 'o2');
    tree = changeOption(tree, 'o2', { title: 'Novo' });
    expect(findNode(tree, 'o2')).toMatchObject({ title: 'Novo', editing: true });
    expect(findNode(cancelEditing(tree, 'o2'), 'o2')).toMatchObject({ title: 'T2', editing: false });
    const saved = markSaved(tree, 'o2', rec(2, 1, 1, 'Novo'));
    expect(findNode(saved, 'o2')).toMatchObject({ title: 'Novo', editing: false, saved: { title: 'Novo' } });
    const added = addOption(saved, null, 'n1');
    expect(added && findNode(cancelEditing(added.tree, 'n1'), 'n1')).toBeUndefined();
  });

  it('a first save gives the option its id; the body is what POST and PUT take', () => {
    const added = addOption(buildTree(flat), 'o1', 'n1');
    if (!added) throw new Error('not added');
    const typed = changeOption(added.tree, 'n1', { title: '  Fatura ', message: 'Sua fatura' });
    const node = findNode(typed, 'n1');
    if (!node) throw new Error('no node');
    expect(inputOf(node, 9)).toEqual({
      queueId: 9,
      parentId: 1,
      title: 'Fatura',
      message: 'Sua fatura',
      option: 3,
    });
    const after = markSaved(typed, 'n1', rec(42, 1, 3, 'Fatura'));
    expect(findNode(after, 'n1')).toMatchObject({ id: 42, editing: false });
  });

  it('delete renumbers the siblings after it (1..n) and says which saved ones changed; the subtree goes', () => {
    const tree = buildTree([...flat, rec(6, null, 3), rec(8, null, 4)]);
    const { tree: after, renumbered } = removeOption(tree, 'o4');
    expect(after.map((n) => [n.id, n.option])).toEqual([
      [1, 1],
      [6, 2],
      [8, 3],
    ]);
    expect(renumbered.map((n) => [n.id, n.option])).toEqual([
      [6, 2],
      [8, 3],
    ]);
    // Deleting the first child of 1 moves 3 to position 1; 3 keeps its child.
    const inner = removeOption(tree, 'o2');
    expect(shape(inner.tree.slice(0, 1))).toEqual([[1, 1, [[3, 1, [[5, 1, []]]]]]]);
    expect(inner.renumbered.map((n) => n.id)).toEqual([3]);
    // Deleting 1 takes 2, 3 and 5 with it.
    const top = removeOption(tree, 'o1');
    expect(findNode(top.tree, 'o5')).toBeUndefined();
    // The last one: nothing to renumber.
    expect(removeOption(tree, 'o8').renumbered).toEqual([]);
  });
});
