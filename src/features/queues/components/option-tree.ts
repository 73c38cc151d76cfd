/**
 * S3 §4.5 queue option tree, as pure operations on an immutable tree: roots (parentId null on the wire, -1 in the
 * query), children, positions (the option numbers 1..n among siblings), an edit mode per option, and the
 * renumbering after a delete. The editor (OptionTreeEditor) draws it; the screen's binding calls the API with
 * what these return.
 */
export interface OptionRecord {
  id: number;
  title: string;
  message: string;
  option: number;
  parentId: number | null;
}

export interface OptionNode {
  /** Stable key on screen: `o{id}` once saved, `n{seq}` before. */
  key: string;
  /** null until the first save (POST). */
  id: number | null;
  parentId: number | null;
  /** Its position among its siblings (the number the customer types). */
  option: number;
  title: string;
  message: string;
  /** The edit mode (S3 §4.5): the fields are inputs; false shows the title and message. */
  editing: boolean;
  /** The title and message as last saved, for Cancel (null before the first save). */
  saved: { title: string; message: string } | null;
  children: OptionNode[];
}

export type OptionTree = readonly OptionNode[];

const keyOf = (id: number) => `o${id}`;

/**
 * The tree from a flat list of the queue's options: roots are those without a parent (or whose parent is not in
 * the list), siblings by option number then id.
 */
export function buildTree(records: readonly OptionRecord[]): OptionNode[] {
  const ids = new Set(records.map((r) => r.id));
  const byParent = new Map<number | null, OptionRecord[]>();
  for (const r of records) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const level = (parent: number | null): OptionNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.option - b.option || a.id - b.id)
      .map((r) => ({
        key: keyOf(r.id),
        id: r.id,
        parentId: parent,
        option: r.option,
        title: r.title,
        message: r.message,
        editing: false,
        saved: { title: r.title, message: r.message },
        children: level(r.id),
      }));
  return level(null);
}

/** Depth-first search for a key. */
export function findNode(tree: OptionTree, key: string): OptionNode | undefined {
  for (const n of tree) {
    if (n.key === key) return n;
    const found = findNode(n.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The positions from the root down to the option ('1.2'): how the editor names it. */
export function pathOf(tree: OptionTree, key: string): string | undefined {
  for (const n of tree) {
    if (n.key === key) return String(n.option);
    const below = pathOf(n.children, key);
    if (below !== undefined) return `${n.option}.${below}`;
  }
  return undefined;
}

function mapNode(tree: OptionTree, key: string, f: (n: OptionNode) => OptionNode): OptionNode[] {
  return tree.map((n) => (n.key === key ? f(n) : { ...n, children: mapNode(n.children, key, f) }));
}

/** The siblings list that holds `key` replaced by what `f` makes of it. */
function mapSiblings(
  tree: OptionTree,
  key: string,
  f: (siblings: OptionNode[]) => OptionNode[],
): OptionNode[] | null {
  if (tree.some((n) => n.key === key)) return f([...tree]);
  let changed = false;
  const next = tree.map((n) => {
    if (changed) return n;
    const below = mapSiblings(n.children, key, f);
    if (below === null) return n;
    changed = true;
    return { ...n, children: below };
  });
  return changed ? next : null;
}

/**
 * A new option in edit mode at the end of the roots (`parentKey` null) or of a saved option's children, numbered
 * after its last sibling. An unsaved parent takes no children (it has no id to point at).
 */
export function addOption(
  tree: OptionTree,
  parentKey: string | null,
  newKey: string,
): { tree: OptionNode[]; key: string } | null {
  const make = (siblings: readonly OptionNode[], parentId: number | null): OptionNode => ({
    key: newKey,
    id: null,
    parentId,
    option: siblings.length + 1,
    title: '',
    message: '',
    editing: true,
    saved: null,
    children: [],
  });
  if (parentKey === null) return { tree: [...tree, make(tree, null)], key: newKey };
  const parent = findNode(tree, parentKey);
  if (!parent || parent.id === null) return null;
  const parentId = parent.id;
  return {
    tree: mapNode(tree, parentKey, (n) => ({ ...n, children: [...n.children, make(n.children, parentId)] })),
    key: newKey,
  };
}

/** Edit mode on. */
export function startEditing(tree: OptionTree, key: string): OptionNode[] {
  return mapNode(tree, key, (n) => ({ ...n, editing: true }));
}

/** What is typed into an option in edit mode. */
export function changeOption(
  tree: OptionTree,
  key: string,
  patch: Partial<Pick<OptionNode, 'title' | 'message'>>,
): OptionNode[] {
  return mapNode(tree, key, (n) => ({ ...n, ...patch }));
}

/** Edit mode off without saving: the saved text comes back; an option never saved leaves (see removeOption). */
export function cancelEditing(tree: OptionTree, key: string): OptionNode[] {
  const node = findNode(tree, key);
  if (!node) return [...tree];
  if (node.saved === null) return removeOption(tree, key).tree;
  const saved = node.saved;
  return mapNode(tree, key, (n) => ({ ...n, ...saved, editing: false }));
}

/** After a POST or PUT answered: the option has its id, leaves edit mode, and what was saved is its text. */
export function markSaved(tree: OptionTree, key: string, record: OptionRecord): OptionNode[] {
  return mapNode(tree, key, (n) => ({
    ...n,
    id: record.id,
    editing: false,
    saved: { title: n.title, message: n.message },
  }));
}

/**
 * S3 §4.5 delete: the option leaves with everything under it, and the siblings after it move up (numbered 1..n
 * again). `renumbered` lists the saved siblings whose number changed, to be sent with their new number.
 */
export function removeOption(
  tree: OptionTree,
  key: string,
): { tree: OptionNode[]; renumbered: OptionNode[] } {
  const renumbered: OptionNode[] = [];
  const next = mapSiblings(tree, key, (siblings) =>
    siblings
      .filter((n) => n.key !== key)
      .map((n, index) => {
        if (n.option === index + 1) return n;
        const moved = { ...n, option: index + 1 };
        if (moved.id !== null) renumbered.push(moved);
        return moved;
      }),
  );
  return { tree: next ?? [...tree], renumbered };
}

/** The body of POST /queue-options or PUT /queue-options/{id} for a node (S3 §7). */
export function inputOf(node: OptionNode, queueId: number) {
  return {
    queueId,
    parentId: node.parentId,
    title: node.title.trim(),
    message: node.message,
    option: node.option,
  };
}

/**
 * The PUT of a renumbered option: its new number with the text as last saved. An option in edit mode holds what the
 * user typed and has not saved; a delete elsewhere must neither send that text nor end its edit mode.
 */
export function renumberInputOf(node: OptionNode, queueId: number) {
  return inputOf(node.saved === null ? node : { ...node, ...node.saved }, queueId);
}
