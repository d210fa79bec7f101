const focusable = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

function canFocus(el: Element): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.matches(focusable) &&
    el.tabIndex >= 0 &&
    !el.closest('[aria-hidden="true"], [inert]') &&
    !(el as HTMLInputElement).disabled
  );
}

/**
 * Moves focus to the first field marked invalid inside `root` (a form after a failed submit), so a
 * keyboard or screen-reader user lands on what to fix, and answers whether there was one. Kit fields
 * mark themselves with `data-invalid` (React Aria) or `aria-invalid`; the control to focus is the
 * marked element itself or the first focusable one inside it (a select's button, not its hidden select).
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  if (!root) return false;
  for (const marked of root.querySelectorAll('[data-invalid], [aria-invalid="true"]')) {
    const target = canFocus(marked) ? marked : Array.from(marked.querySelectorAll(focusable)).find(canFocus);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/**
 * The control a user fixes `name` in (a field's input, a select's button), inside `root`: in the field
 * the named element belongs to (the part marked invalid), the control that opens a list when there is
 * one (a select's hidden native element is named, its button is what the user works), else the named
 * element itself, else the field's first focusable control.
 */
export function fieldControl(root: HTMLElement | null, name: string): HTMLElement | null {
  if (!root) return null;
  const named = root.querySelector(`[name="${CSS.escape(name)}"]`);
  if (!named) return null;
  const field = named.closest('[data-invalid], [aria-invalid="true"]') ?? named.parentElement?.parentElement;
  const inField = field
    ? Array.from(field.querySelectorAll(focusable))
        .filter(canFocus)
        .filter((el) => !el.closest('[data-react-aria-prevent-focus]'))
    : [];
  const opener = inField.find((el) => el.hasAttribute('aria-haspopup'));
  if (opener) return opener;
  if (canFocus(named) && !named.closest('[data-react-aria-prevent-focus]')) return named;
  return inField[0] ?? null;
}
