/**
 * What waits for the screen's own content at sign-in. The top bar's notifications read (GET /tickets with unread
 * messages) went out before the workspace's lists and, the sandbox answering one request at a time on the page's
 * thread, pushed the first ticket rows back (the bench's login → rows). Secondary reads wait here: until the
 * first list of the screen has its first page (usePagedList marks it), or `timeoutMs` on a screen without a list.
 * Secondary parts of the page wait the same way (`useAfterFirstContent`).
 */
import { startTransition, useEffect, useState } from 'react';
import { SECONDARY_READ_WAIT_MS } from '../../machines/common/timing.ts';

let reached = false;
const waiting: (() => void)[] = [];

export function markFirstContent(): void {
  if (reached) return;
  reached = true;
  for (const resume of waiting.splice(0)) resume();
}

export function afterFirstContent(timeoutMs: number = SECONDARY_READ_WAIT_MS): Promise<void> {
  if (reached) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    waiting.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Whether a secondary part of the page may render: once the screen's first list is answered, or `timeoutMs` after
 * the part first rendered (a screen without a list). It then renders as a transition, after what is more urgent (the
 * rows): the top bar's bells were ~20 ms of a first sign-in's first render, before the first rows.
 */
export function useAfterFirstContent(timeoutMs: number): boolean {
  const [ready, setReady] = useState(() => reached);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstContent(timeoutMs).then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready, timeoutMs]);
  return ready;
}
