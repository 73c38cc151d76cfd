/**
 * So the first rows come one frame after their data: the session's ticket workspace (its tree and first list
 * requests) is started by the session itself, in the task that receives the login answer (or the refresh answer of a
 * reload), when the signed-in page is going to show /tickets. Before, the lists waited for React to render the layout
 * and the route (65–110 ms on the real backend) and, for an admin, for GET /queue (src/session/workspace.session.ts
 * now starts an admin's lists with the company's queue ids as this browser last read them).
 *
 * The tree is the scope's one workspace (`workspaceFor`): the route, rendered later, finds it running. The tickets
 * route's code is fetched while the login form idles (./prefetch.ts), so at sign-in it is in and everything here runs
 * in the same task. On a reload of /tickets it is fetched while the stored session is being checked, and the first
 * lists are asked at the refresh answer by a much smaller module (./lists-ahead.ts), whatever else is in by then (the
 * route's code takes tens of ms to evaluate, the entity calls' module may still be coming): the workspace takes their
 * answers.
 */
import type { AppServices } from '../session/services.ts';
import { listsAheadModule, ticketsRouteModule } from './preloads.ts';

const TICKETS_PATH = /^\/tickets(\/|$)/;

/** Whether a path shows the tickets workspace (/tickets, /tickets/{uuid}). */
export const isTicketsPath = (path: string): boolean => TICKETS_PATH.test(path);

/**
 * Watches the session: on each sign-in (login or restore) whose page is /tickets, starts the workspace.
 * `currentPath` is the router's location now; while it is /login the page goes where the session sends it after
 * sign-in (the origin the guard remembered, else /tickets). Returns the unsubscribe.
 */
export function startWorkspaceOnSignIn(services: AppServices, currentPath: () => string): () => void {
  let signedIn = false;
  const check = () => {
    const snapshot = services.session.getSnapshot();
    const user = snapshot.context.user;
    const now = snapshot.matches('signedIn') && user !== null;
    // A reload of /tickets with a stored session: the route's code is fetched while the session is checked, so the
    // refresh answer finds it in and starts the lists in its own task.
    if (snapshot.matches('checking') && isTicketsPath(currentPath()))
      ticketsRouteModule.start().catch(() => undefined); // the route says so when it renders
    if (now && !signedIn && user !== null) {
      const path = currentPath();
      const target = path === '/login' ? (snapshot.context.origin ?? '/tickets') : path;
      if (isTicketsPath(target)) {
        // A reload: the first lists leave now, whatever else is in yet (the route's code, the entity calls the
        // workspace's reads go through); the workspace takes their answers (./lists-ahead.ts). When that small
        // module is not in yet either, they leave once it is, unless the route's code came first (the workspace
        // then asks them itself): before, they waited for the whole route (~80 ms more on the reference backend).
        const ahead = listsAheadModule.peek();
        if (ahead) ahead.askFirstListsAhead(services.client, services.storage, user);
        else if (!ticketsRouteModule.peek())
          void listsAheadModule.start().then(
            (loaded) => {
              if (!ticketsRouteModule.peek() && services.session.getSnapshot().context.user?.id === user.id)
                loaded.askFirstListsAhead(services.client, services.storage, user);
            },
            () => undefined,
          );
        // At once when the code is in: the navigation after sign-in has already queued React's render for the next
        // microtask, and that render (the layout and the route, tens of ms) would go first.
        const module = ticketsRouteModule.peek();
        if (module) module.startWorkspace(services, user);
        else {
          void ticketsRouteModule.start().then(
            (loaded) => {
              // Signed out (or another user) meanwhile: nothing to start for the session that ended.
              if (services.session.getSnapshot().context.user?.id === user.id)
                loaded.startWorkspace(services, user);
            },
            () => undefined, // the route's own load says so when it renders
          );
        }
      }
    }
    signedIn = now;
  };
  const subscription = services.session.subscribe(check);
  check();
  return () => subscription.unsubscribe();
}
