import { serverModules } from '../modules/modules.ts';
import type { QueueSpec } from './job-queue.ts';

/**
 * Every queue of the app (server/jobs/job-queue.ts): each module names its own in its manifest
 * (`queues`); the server creates them all at start, and the test database template has them.
 */
export const appQueues: readonly QueueSpec[] = serverModules.flatMap((m) => m.queues ?? []);
