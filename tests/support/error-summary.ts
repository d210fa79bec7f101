import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * After a failed check (docs/spec.md §5): the form's error summary, titled "表单验证失败", has focus and
 * lists `message`; its link takes focus to `field`, which says the same message itself.
 */
export async function summaryLeadsTo(
  user: UserEvent,
  root: HTMLElement,
  message: string | RegExp,
  field: () => HTMLElement,
): Promise<void> {
  const summary = await within(root).findByRole('region', {
    name: /^(表单验证失败|Form validation failed)$/,
  });
  await waitFor(() => expect(document.activeElement).toBe(summary));
  const link = within(summary).getByRole('link', { name: message });
  // Heard at the field too: the summary repeats it, the field keeps it.
  expect(within(root).getAllByText(message).length).toBeGreaterThanOrEqual(2);
  await user.click(link);
  await waitFor(() => expect(document.activeElement).toBe(field()));
}
