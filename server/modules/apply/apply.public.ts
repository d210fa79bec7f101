// What other modules use of apply: a demo Enterprise WeChat account for the agents' demo seed. Other
// modules import apply through this file only (docs/decisions/modules.md).
export { type DemoWxworkAccount, seedWxworkAccount } from './seed-apply.ts';
