// The README's "Calling the API from another program", whole: server/openapi/openapi.test.ts runs
// it against a listening server, so the lines shown there work.
import createClient from 'openapi-fetch';
import type { paths } from './api-types.d.ts';

export async function firstCustomers(baseUrl: string, user: string, password: string) {
  const api = createClient<paths>({ baseUrl });
  const { data: signIn } = await api.POST('/auth/brandmanager/userpwd.html', { body: { user, password } });
  if (signIn?.code !== 0) throw new Error(signIn?.message ?? 'sign-in failed');
  const auth = { Authorization: `Bearer ${signIn.data.token}` };
  const { data: brands } = await api.POST('/auth/brand/userbrandlist.html', { headers: auth });
  const brandId = brands?.code === 0 ? brands.data[0]?.brandId : undefined;
  if (!brandId) throw new Error('no brand to work in');
  await api.POST('/auth/brand/userselectbrand.html', { headers: auth, body: { brandId } });
  const { data: page } = await api.POST('/crm/customer/list.html', {
    headers: auth,
    params: { header: { BrandId: brandId } },
    body: { page: 1, pageSize: 20 },
  });
  if (page?.code !== 0) throw new Error(page?.message ?? 'list failed');
  return page.data.list.map((c) => c.name);
}
