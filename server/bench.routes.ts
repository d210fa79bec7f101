import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * A bare answer with no session and no database call, so `npm run bench` can tell the framework's
 * own cost from the cost of a real endpoint. It reveals nothing.
 */
export const benchRoutes = new Hono<AppEnv>().get('/hello.html', (c) => {
  c.set('resultCode', 0);
  return c.json({ code: 0, message: 'hello', data: null });
});
