import { useContext, useEffect } from 'react';
import { undoLatest } from '../machines/toast.machine.ts';
import { ToastContext } from '../ui/toast-context.ts';

/**
 * Where Ctrl/⌘+Z belongs to what the user is typing: a text field, a text area, a select's own
 * search, anything contenteditable (the rich-text editor is a contenteditable ProseMirror view).
 */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('[contenteditable]:not([contenteditable="false"]), .ProseMirror')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    // A checkbox, a radio or a button has no text to undo.
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      target.type,
    );
  }
  return target.getAttribute('role') === 'textbox';
}

/**
 * Ctrl+Z (⌘Z on a Mac), outside a text field or the editor, takes back the latest change whose toast
 * still offers 撤销 (issue 43). With none on screen the keys do what the browser would.
 */
export function useUndoShortcut(): void {
  const actor = useContext(ToastContext);
  useEffect(() => {
    if (!actor) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || e.shiftKey || e.altKey) return;
      if (!(e.ctrlKey || e.metaKey) || e.defaultPrevented || e.repeat) return;
      if (typingIn(e.target)) return;
      if (undoLatest(actor)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor]);
}
