// What other modules use of account: the home page's items and the words of the home and message pages
// (registered on import). Other modules import account through this file only (docs/decisions/modules.md).
import './account.strings.ts';

export { todayItems } from './account.ts';
