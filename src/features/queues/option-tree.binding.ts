import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../session/context.tsx';
import { notifyError } from '../../lib/toast.ts';
import type { OptionTreeEditorProps } from './components/OptionTreeEditor.tsx';
import {
  addOption,
  buildTree,
  cancelEditing,
  changeOption,
  findNode,
  inputOf,
  markSaved,
  removeOption,
  renumberInputOf,
  startEditing,
  type OptionNode,
} from './components/option-tree.ts';
import { withQueueCodes } from './queues.api.ts';

type Status = OptionTreeEditorProps['status'];

/**
 * The option tree of the queue open in the dialog (S3 §4.5), bound to the API: read once per opening (GET
 * /queue-options?queueId: the whole tree in one answer, built here), each option saved on its own (POST when new,
 * PUT when it has an id), a delete asked first, then the siblings after it sent again with their new numbers.
 * Short-lived (the dialog's), so plain component state; the rules are the pure operations of option-tree.ts.
 */
export function useOptionTree(queueId: number | null, open: boolean): OptionTreeEditorProps {
  const services = useServices();
  const [status, setStatus] = useState<Status>('unsaved');
  const [tree, setTreeState] = useState<OptionNode[]>([]);
  const treeRef = useRef<OptionNode[]>([]);
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [confirm, setConfirm] = useState<{ key: string; busy: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const seq = useRef(0);

  const setTree = useCallback((next: OptionNode[] | ((t: OptionNode[]) => OptionNode[])) => {
    treeRef.current = typeof next === 'function' ? next(treeRef.current) : next;
    setTreeState(treeRef.current);
  }, []);
  const busy = (key: string, on: boolean) =>
    setBusyKeys((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  useEffect(() => {
    setTree([]);
    setConfirm(null);
    if (!open || queueId === null) {
      setStatus('unsaved');
      return;
    }
    let live = true;
    setStatus('loading');
    services.api.queues.options({ queueId }).then(
      (records) => {
        if (!live) return;
        setTree(buildTree(records));
        setStatus('ready');
      },
      () => {
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [services, queueId, open, attempt, setTree]);

  const send = async (node: OptionNode) => {
    if (queueId === null) return;
    const input = inputOf(node, queueId);
    const saved = await withQueueCodes(services, () =>
      node.id === null
        ? services.api.queues.createOption(input)
        : services.api.queues.updateOption(node.id, input),
    );
    setTree((t) => markSaved(t, node.key, saved));
  };

  // Only the number changes on the server; the option keeps its edit mode and what was typed in it.
  const renumber = async (node: OptionNode) => {
    const optionId = node.id;
    if (queueId === null || optionId === null) return;
    await withQueueCodes(services, () =>
      services.api.queues.updateOption(optionId, renumberInputOf(node, queueId)),
    );
  };

  return {
    status,
    tree,
    busyKeys,
    confirm,
    onRetry: () => setAttempt((n) => n + 1),
    onAdd: (parentKey) => {
      seq.current += 1;
      const added = addOption(treeRef.current, parentKey, `n${seq.current}`);
      if (added) setTree(added.tree);
    },
    onEdit: (key) => setTree((t) => startEditing(t, key)),
    onChange: (key, patch) => setTree((t) => changeOption(t, key, patch)),
    onCancel: (key) => setTree((t) => cancelEditing(t, key)),
    onSave: (key) => {
      const node = findNode(treeRef.current, key);
      if (!node || busyKeys.has(key)) return;
      busy(key, true);
      send(node)
        .catch(notifyError)
        .finally(() => busy(key, false));
    },
    onDelete: (key) => {
      const node = findNode(treeRef.current, key);
      if (!node) return;
      // Never saved: nothing to ask the server, it just leaves.
      if (node.id === null) setTree((t) => removeOption(t, key).tree);
      else setConfirm({ key, busy: false });
    },
    onCancelDelete: () => setConfirm(null),
    onConfirmDelete: () => {
      const key = confirm?.key;
      const node = key === undefined ? undefined : findNode(treeRef.current, key);
      if (key === undefined || !node || node.id === null) return;
      const optionId = node.id;
      setConfirm({ key, busy: true });
      void (async () => {
        try {
          await withQueueCodes(services, () => services.api.queues.removeOption(optionId));
        } catch (error) {
          notifyError(error);
          setConfirm(null);
          return;
        }
        const { tree: next, renumbered } = removeOption(treeRef.current, key);
        setTree(next);
        setConfirm(null);
        // S3 §4.5: the remaining options are renumbered; each moved one is sent with its new number.
        for (const moved of renumbered) {
          busy(moved.key, true);
          try {
            await renumber(moved);
          } catch (error) {
            notifyError(error);
          } finally {
            busy(moved.key, false);
          }
        }
      })();
    },
  };
}
