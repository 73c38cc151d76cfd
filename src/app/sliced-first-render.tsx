import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import type { AnswersGate } from '../session/answers-gate.ts';

/**
 * So that sign-in has no long task on the way to the first rows, the signed-in page's first render (the layout, the
 * drawer, the top bar and the route: 54–70 ms in one task on the real backend) is a deferred one. React commits the
 * loading screen at once and renders the page in the background in slices, yielding to the browser between them.
 * Later navigations render as before.
 *
 * While the slices run, the API's answers are held at `gate` (src/session/answers-gate.ts): one landing in a store
 * the render read would make React throw the slices away and render the whole page again in one long task (the
 * reference backend answers the lists before the first render is done). The page's commit releases them.
 */
export function SlicedFirstRender({ gate, children }: { gate: AnswersGate; children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  useLayoutEffect(() => (ready ? undefined : gate.hold()), [ready, gate]);
  return ready ? <>{children}</> : <LoadingScreen />;
}
