import {
  type AttachConfig,
  type BrandConfig,
  type ConfigUpdateBody,
  type ConfigUpdateResult,
  configPaths,
  type DocumentConfig,
  type TechConfig,
} from '../../contract/config.ts';
import { type CallOptions, post } from './http.ts';

// Config bodies are exactly the cfg_ keys: a page's query merged in would be refused as unknown keys.
const exact: CallOptions = { mergeQuery: false };
const formCall: CallOptions = { mergeQuery: false, notifyErrors: false };

export const readBrandConfig = () => post<BrandConfig>(configPaths.brand, {}, exact);
export const readAttachConfig = () => post<AttachConfig>(configPaths.attach, {}, exact);
export const readTechConfig = () => post<TechConfig>(configPaths.tech, {}, exact);
export const readDocumentConfig = () => post<DocumentConfig>(configPaths.document, {}, exact);

/** Saves the fields given; a refusal names them in `data.fields` (forms mark each one). */
export function updateConfig(body: ConfigUpdateBody): Promise<ConfigUpdateResult> {
  return post<ConfigUpdateResult>(configPaths.update, { ...body }, formCall);
}
