/**
 * The other order of tests/integration/lists-ahead-late.test.ts: the sign-in comes before both the tickets
 * route's code and the small module that asks the first lists ahead, and the route comes first. The workspace asks
 * its lists itself, and that module, once in, asks nothing more. It is held here until the test lets it in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listsAheadModule, ticketsRouteModule } from '../../src/app/preloads.ts';
import {
  expectedFirstLists,
  signInAs,
  startSignInWatch,
  untilWorkspaceReady,
  type SignInWatch,
} from '../support/first-lists.ts';

const ahead = await vi.hoisted(async () => (await import('../support/gate.ts')).gate());
vi.mock('../../src/app/lists-ahead.ts', async (importOriginal) => {
  await ahead.passed;
  return importOriginal();
});

let w: SignInWatch;
beforeEach(() => (w = startSignInWatch()));
afterEach(() => w.stop());

describe('the first lists, when the route comes before their module', () => {
  it('are asked once, by the workspace', async () => {
    await signInAs(w.services, 'atendente@demo.com');
    expect(listsAheadModule.peek()).toBeUndefined();
    expect(ticketsRouteModule.peek()).toBeUndefined();
    // The route's code comes in (the session's watcher fetches it) and the workspace asks its lists.
    await untilWorkspaceReady(w.services);
    const expected = expectedFirstLists(w.services, w.storage);
    expect(expected).toHaveLength(2);
    expect(w.listReads()).toEqual(expected);

    ahead.open();
    await listsAheadModule.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(w.listReads()).toEqual(expected);
  });
});
