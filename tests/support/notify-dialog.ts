import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { openConsole } from './console-session.tsx';

/** The open dialog, found anew each time (its layer may be drawn again while the page settles). */
export const dialog = () => {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error('no dialog');
  return within(found);
};

/** Opens the SMS log's "发送短信" dialog as admin in Demo Brand and picks the template `title`. */
export async function openSendDialog(title: string) {
  const { user } = await openConsole('/notify/sms/list');
  await screen.findByText(/^共 [\d,]+ 条/);
  await user.click(screen.getByText('发送短信', { selector: 'button' }));
  await pickInDialog(user, /短信模板/, title);
  return user;
}

/**
 * Picks `option` in the dialog's select named `select`, once its choices are read: a select whose
 * choices are still loading says so and does not open.
 */
export async function pickInDialog(user: UserEvent, select: RegExp, option: string) {
  await waitFor(() => {
    if (!dialog().queryAllByText(option, { selector: 'option' }).length)
      throw new Error(`${option} not read`);
  });
  await user.click(dialog().getByRole('button', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}
