// What other modules use of apply: the purpose an Enterprise WeChat secret is sealed for (the demo
// seed seals one). Other modules import apply through this file only (docs/decisions/modules.md).
export { wxworkSecretPurpose } from './wxwork-account.policy.ts';
