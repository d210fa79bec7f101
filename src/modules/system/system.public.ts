// What other modules use of system: the brand's last changes, shown on the home page. Other modules
// import system through this file only (docs/decisions/modules.md).
export { RecentChanges } from './recent-changes.tsx';
