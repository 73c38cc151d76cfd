/**
 * A reload of /tickets whose refresh answer comes before the small module that asks the first lists ahead
 * (src/app/lists-ahead.ts): the lists leave as soon as that module is in, not when the tickets route's code is (~80
 * ms later on the reference backend), and the workspace takes their answers. The route is held here until the test
 * lets it in; each test file has its own modules (tests/integration/lists-ahead.test.ts: the module in first;
 * lists-ahead-after-route.test.ts: the route first).
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

const route = await vi.hoisted(async () => (await import('../support/gate.ts')).gate());
vi.mock('../../src/app/compose/tickets.route.tsx', async (importOriginal) => {
  await route.passed;
  return importOriginal();
});

let w: SignInWatch;
beforeEach(() => (w = startSignInWatch()));
afterEach(() => w.stop());

describe('the first lists, when their module comes after the sign-in', () => {
  it('leave once that module is in, before the route, and the workspace takes their answers', async () => {
    await signInAs(w.services, 'atendente@demo.com');
    expect(listsAheadModule.peek()).toBeUndefined();
    expect(w.listReads()).toEqual([]);

    await listsAheadModule.start();
    const expected = expectedFirstLists(w.services, w.storage);
    expect(expected).toHaveLength(2);
    expect(ticketsRouteModule.peek()).toBeUndefined();
    expect(w.listReads()).toEqual(expected);

    // The route comes in and starts the workspace: it shows those answers, each asked once.
    route.open();
    await untilWorkspaceReady(w.services);
    expect(w.listReads()).toEqual(expected);
  });
});
