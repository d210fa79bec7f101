import type { CrmMaterialKind, MaterialFile } from '../../../contract/crm-material.ts';
import type { Refusal } from '../../kit/policy.ts';

/** A material as it is to be saved (after an update: the stored one with the changes). */
export interface MaterialFacts {
  kind: CrmMaterialKind;
  files: readonly MaterialFile[];
  /** The sanitised HTML; a text without any words left counts as empty. */
  contentText: string;
  url: string;
}

/**
 * What each kind needs: at least one file for an image, video or file material, words for a text, an
 * http(s) address for a link. Fields of the other kinds are not kept (the route drops them).
 */
export function materialRefusal(m: MaterialFacts): Refusal | null {
  switch (m.kind) {
    case 'image':
    case 'video':
    case 'file':
      return m.files.length === 0 ? { code: 1, key: 'crmMaterialFilesRequired', field: 'files' } : null;
    case 'text':
      return m.contentText === '' ? { code: 1, key: 'crmMaterialContentRequired', field: 'content' } : null;
    case 'link':
      if (m.url === '') return { code: 1, key: 'crmMaterialUrlRequired', field: 'url' };
      return /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(m.url)
        ? null
        : { code: 1, key: 'crmMaterialUrlInvalid', field: 'url' };
  }
}
