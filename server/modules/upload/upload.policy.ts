import type { Refusal } from '../../kit/policy.ts';

/** The facts of a library file someone wants to delete. */
export interface LibraryFileFacts {
  /** The file's URL as the library answers it. */
  fileurl: string;
  /** The brand's logo (`cfg_brand_logo`), '' when none. */
  brandLogo: string;
}

/**
 * A file the brand's logo shows may not leave the library: the header and the brand's pages would
 * show a broken image. The logo is changed (or removed) first.
 */
export function deleteFileRefusal(file: LibraryFileFacts): Refusal | null {
  if (file.brandLogo !== '' && file.brandLogo === file.fileurl) return { code: 1, key: 'uploadIsLogo' };
  return null;
}

/** The caller as the licence rule sees them: the brand's owner, or a role granting these rules. */
export interface PurposeCaller {
  isOwner: boolean;
  ruleKeys: ReadonlySet<string>;
}

/**
 * A licence scan is private and belongs to the agents: storing one takes the rule to add or edit an
 * agent (`agentRules`) as well as the upload's own.
 */
export function licencePurposeRefusal(
  purpose: string,
  me: PurposeCaller,
  agentRules: readonly string[],
): Refusal | null {
  if (purpose !== 'licence' || me.isOwner || agentRules.some((k) => me.ruleKeys.has(k))) return null;
  return { code: 403, key: 'forbidden' };
}
