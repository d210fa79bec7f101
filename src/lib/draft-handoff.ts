import { type DraftStorage, draftKey } from './draft-key.ts';
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

/**
 * A screen that fails (a render error caught by its error boundary, src/shell/screen-error-boundary.tsx)
 * loses its forms but not what was typed in them: a dirty form mirrors its values to its draft as they
 * are typed. The open forms are known here, so the boundary can mark those whose draft waits, and when
 * the screen opens again (its retry, or a later visit) each offers its draft as kept from the failure.
 */
const openForms = new Map<string, number>();
const keptByFailure = new Set<string>();

/** A form that keeps drafts is open (ManagedForm); answers the call to make when it closes. */
export function noteOpenForm(formId: string): () => void {
  openForms.set(formId, (openForms.get(formId) ?? 0) + 1);
  return () => {
    const n = (openForms.get(formId) ?? 1) - 1;
    if (n > 0) openForms.set(formId, n);
    else openForms.delete(formId);
  };
}

/** The screen failed: marks the open forms whose draft waits in storage; answers how many. */
export function keepDraftsOfOpenForms(
  storage: DraftStorage | null = globalThis.sessionStorage ?? null,
): number {
  let kept = 0;
  for (const formId of openForms.keys()) {
    try {
      if (storage?.getItem(draftKey(formId)) == null) continue;
    } catch {
      continue;
    }
    keptByFailure.add(formId);
    kept++;
  }
  return kept;
}

/** Whether `formId`'s waiting draft was kept from a failed screen; read once, as the form opens. */
export function takeFailureDraft(formId: string): boolean {
  return keptByFailure.delete(formId);
}
