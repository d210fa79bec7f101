// What other modules use of config: the area names an address is shown with, and the brand's upload
// settings and logo. Other modules import config through this file only (docs/decisions/modules.md).
export { areaChain, areaChainAt, areaChains, areaLevelAt } from './area.ts';
export { readAttachConfig, readBrandLogo, uploadRulesOf } from './config-store.ts';
