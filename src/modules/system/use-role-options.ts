import { maxPageSize } from '../../../contract/envelope.ts';
import type { RoleListItem } from '../../../contract/role.ts';
import { useResource } from '../../ui/use-resource.ts';
import { listRoles } from './role.ts';

/**
 * The brand's roles for filters and pickers (a brand has a handful; one page of the maximum size holds
 * them). A role without `role/list` gets none, quietly: the screen then offers no role filter.
 */
export function useRoleOptions(reloadSignal = 0): RoleListItem[] {
  const roles = useResource(
    ['roles', reloadSignal],
    () => listRoles({ page: 1, pageSize: maxPageSize }, { notifyErrors: false }).then((r) => r.list),
    { keep: true },
  );
  return (!roles.failed && roles.data) || [];
}
