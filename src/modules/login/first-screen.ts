/**
 * The login form index.html carries pre-rendered (the build's `prerenderLogin`), as the login screen
 * takes it over: what was typed, where focus was, and whether it was submitted before the app ran
 * (public/first-screen.js keeps a submit rather than sending it).
 */
export interface FirstScreenForm {
  /** The user name and password as typed; the inputs stay readable once the app has replaced them. */
  read(): { user: string; password: string };
  /** The field the user was last in, with its caret, or null when focus was never there. */
  focus(): { field: 'user' | 'password'; start: number | null; end: number | null } | null;
  /** Whether the form was submitted; answered once, so a second render does not submit again. */
  takeSubmit(): boolean;
  /** Taken over: a later login screen (after a sign-out) starts empty. */
  release(): void;
}

const submittedAttribute = 'data-first-screen-submitted';

/** The pre-rendered form this tab shows (public/first-screen.js named it), or null. */
export function findFirstScreenForm(doc: Document): FirstScreenForm | null {
  const html = doc.documentElement;
  const shown = html.getAttribute('data-first-screen');
  if (!shown) return null;
  const form = doc.querySelector(`[data-prerender="${CSS.escape(shown)}"] form`);
  const user = form?.querySelector<HTMLInputElement>('input[name="user"]');
  const password = form?.querySelector<HTMLInputElement>('input[name="password"]');
  if (!form || !user || !password) return null;
  // Focus is followed from here on: once the app's first render (a redirect to the login address,
  // say) has removed the form, the document no longer says which of its fields had it.
  const field = (target: unknown) => (target === user ? user : target === password ? password : null);
  let last = field(doc.activeElement);
  const follow = (e: Event) => {
    last = field(e.target);
  };
  doc.addEventListener('focusin', follow, true);
  return {
    read: () => ({ user: user.value, password: password.value }),
    focus: () =>
      last && {
        field: last === user ? 'user' : 'password',
        start: last.selectionStart,
        end: last.selectionEnd,
      },
    takeSubmit: () => {
      const submitted = html.hasAttribute(submittedAttribute);
      html.removeAttribute(submittedAttribute);
      return submitted;
    },
    release: () => {
      doc.removeEventListener('focusin', follow, true);
      held = null;
    },
  };
}

// Found when the login screen's code loads, which is before the app's first render.
let held: FirstScreenForm | null = globalThis.document ? findFirstScreenForm(globalThis.document) : null;

/** The pre-rendered form while the login screen has not yet taken it over. */
export function takeFirstScreenForm(): FirstScreenForm | null {
  return held;
}
