import { useEffect, useState } from 'react';
import { maxPageSize } from '../../../contract/envelope.ts';
import type { RoleListItem } from '../../../contract/role.ts';
import { listRoles } from './role.ts';

/**
 * The brand's roles for filters and pickers (a brand has a handful; one page of the maximum size holds
 * them). A role without `role/list` gets none, quietly: the screen then offers no role filter.
 */
export function useRoleOptions(reloadSignal: unknown = 0): RoleListItem[] {
  const [roles, setRoles] = useState<RoleListItem[]>([]);
  useEffect(() => {
    let live = true;
    void reloadSignal;
    listRoles({ page: 1, pageSize: maxPageSize }, { notifyErrors: false }).then(
      (r) => live && setRoles(r.list),
      () => live && setRoles([]),
    );
    return () => {
      live = false;
    };
  }, [reloadSignal]);
  return roles;
}
