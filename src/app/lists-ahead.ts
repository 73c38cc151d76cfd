/**
 * A reload of /tickets, like a sign-in, sends its lists in the task that receives the refresh answer. On a
 * reload the workspace's code (30–75 ms more on the reference backend) or the entity calls' module its reads go
 * through may still be coming when that answer comes, so this small module, preloaded first, asks the workspace's
 * first lists at once with the very query the workspace asks when it starts; the API client hands those answers to
 * it (ApiClient.ahead). Anything else the workspace asks goes out as usual.
 */
import { firstListParams } from '../../machines/workspace/ticket-lists.ts';
import type { ApiClient } from '../api/http.ts';
import type { User } from '../api/schemas/index.ts';
import { ticketListQuery } from '../api/ticket-list-query.ts';
import { startingQueueIds, workspaceInputOf, type QueueMemoryStorage } from '../session/workspace-input.ts';

/** Sends the workspace's first list reads for `user`; nothing while an admin's queues are unknown. */
export function askFirstListsAhead(
  client: Pick<ApiClient, 'ahead'>,
  storage: QueueMemoryStorage | undefined,
  user: User,
): void {
  for (const params of firstListParams(workspaceInputOf(user, startingQueueIds(storage, user))) ?? [])
    client.ahead('/tickets', ticketListQuery(params));
}
