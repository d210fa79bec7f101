// What other modules use of account: recording a sign-in in the member's history (the session, at
// sign-in). Other modules import account through this file only (docs/decisions/modules.md).
export { recordSignIn, userAgentMax } from './sign-ins.ts';
