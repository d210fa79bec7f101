import { expect } from 'vitest';
import type { RoleListResult } from '../../contract/role.ts';
import { apiUrl, call, signIn } from './console-session.tsx';

/**
 * A brand (Demo Brand unless told) as its owner (admin) sets it up for a screen test, through the real API: members and roles
 * to find on screen, and changes made "elsewhere" while a screen is open.
 */
export async function demoAdmin(owner = { id: 1, user: 'admin', password: 'admin123' }) {
  const brand = owner.id;
  const token = (await signIn(owner.user, owner.password, brand)).token;
  const roles = await call<RoleListResult>('/brand/role/list.html', { pageSize: 100 }, token, brand);
  const operatorRoleId = roles.data.list.find((r) => r.title === '运营')?.id ?? 0;
  return {
    token,
    operatorRoleId,
    /** A member with the password `secret-123`; answers their id. */
    async addMember(userName: string, roleId = operatorRoleId): Promise<number> {
      const a = await call<{ id: number }>(
        '/brand/adminuser/add.html',
        { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId },
        token,
        brand,
      );
      expect(a.code, a.message).toBe(0);
      return a.data.id;
    },
    async addRole(title: string): Promise<number> {
      const a = await call<{ id: number }>('/brand/role/add.html', { title }, token, brand);
      expect(a.code, a.message).toBe(0);
      return a.data.id;
    },
    /** The confirm-delete GET, as another tab would send it. */
    async deleteMember(id: number): Promise<void> {
      const res = await fetch(`${apiUrl}/brand/adminuser/del.html?id=${id}`, {
        headers: { Authorization: `Bearer ${token}`, BrandId: String(brand) },
      });
      expect(((await res.json()) as { code: number }).code).toBe(0);
    },
  };
}
