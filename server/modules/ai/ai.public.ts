// What other modules use of ai: whether a brand has a provider set up (the apply screen's summary).
// Other modules import ai through this file only (docs/decisions/modules.md).
export { aiConfigOf, aiConfigured } from './ai-config.ts';
