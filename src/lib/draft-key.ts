/** Where drafts live (sessionStorage in the app; the session clear removes only its own keys). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A form's draft key. Apart from the form machine so that the error boundary of every screen (the
 * login's too) can keep drafts without building the machine when the first screen loads.
 */
export const draftKey = (formId: string) => `draft:${formId}`;
