/**
 * Whether focus has fallen to the page body (or nowhere). A file of its own: the page heading, in the
 * first screen's code, asks it, and the rest of focus-landing.ts (the watch after a layer closes)
 * belongs with the dialogs and lists that use it.
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}
