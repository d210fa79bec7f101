import type { Page } from '@playwright/test';

/**
 * An API call made from the page as the signed-in console makes it: its token and brand from session
 * storage, the XSRF header from the cookie. For setting up or checking data around a browser story.
 * `method` GET: the deletes (`?id=3`), with no body.
 */
export async function consoleCall<T = unknown>(
  page: Page,
  path: string,
  body: unknown = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<{ code: number; message: string; data: T }> {
  return page.evaluate(
    async ({ path, body, method }) => {
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('token')}`,
          BrandId: String(JSON.parse(sessionStorage.getItem('brand') ?? '{}').brandId),
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
        },
        body: method === 'GET' ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { path, body, method },
  );
}
