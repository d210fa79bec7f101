import type { DraftStorage } from '../machines/form.machine.ts';
import { draftKey } from '../machines/form.machine.ts';
import { currentParams, currentPath, joinHash, navigate } from './hash.ts';

/**
 * "Open this draft in that form": a screen that prepares values for another screen's form
 * (the assistant's drafts) leaves them where the form machine keeps its own drafts
 * (sessionStorage `draft:<formId>`, the kit's draft offer) and opens the form's route with
 * `?draft=<formId>`. The receiving screen opens that form when the address names it
 * (`handedDraft(search, formId)`); the form then offers the draft to restore or discard, and nothing
 * is saved until a person saves it.
 *
 * Form ids in use (contract/ai.ts `aiTasks`): `sms-template:new` (/notify/sms/template),
 * `email-template:new` (/notify/email/list), `article:new` (the article editor).
 */

/** The query parameter naming the form a draft waits for. */
export const draftParam = 'draft';

/** Stores `values` as the draft of `formId`; answers the route to open (`route?draft=<formId>`). */
export function offerDraft(
  formId: string,
  values: Record<string, string>,
  route: string,
  storage: DraftStorage | null = globalThis.sessionStorage ?? null,
): string {
  storage?.setItem(draftKey(formId), JSON.stringify(values));
  const [path, query = ''] = route.split('?');
  const params = new URLSearchParams(query);
  params.set(draftParam, formId);
  return `${path}?${params.toString()}`;
}

/** Whether the address asks to open `formId`'s form with the draft waiting for it. */
export function handedDraft(search: string, formId: string): boolean {
  return new URLSearchParams(search).get(draftParam) === formId;
}

/**
 * The receiving screen's side: whether the address hands a draft to `formId` (read once, when the
 * screen opens), and `done` to call when that form closes, so Back or a reload does not reopen it.
 */
export function takeHandedDraft(formId: string): { handed: boolean; done: () => void } {
  const params = currentParams();
  const handed = params.get(draftParam) === formId;
  return {
    handed,
    done: () => {
      const now = currentParams();
      if (now.get(draftParam) !== formId) return;
      now.delete(draftParam);
      navigate(joinHash(currentPath(), now), { replace: true });
    },
  };
}
