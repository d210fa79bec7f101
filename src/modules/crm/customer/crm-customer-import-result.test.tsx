import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerPaths, type ImportJob } from '../../../../contract/customer.ts';
import { apiUrl, call, openConsole, signIn } from '../../../../tests/support/console-session.tsx';

// What a manager sees after an import: where the rows went, the way there, and a list narrowed to the
// import that one press (or key) widens again. The import runs on the real server's job.
const tag = `ir${Date.now().toString(36)}`;
const cold = { timeout: 30_000 };
let token = '';

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

const mobile = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Imports `names` (owner 'pool' unless given) and waits for the job's end. */
function importCustomers(names: string[], owner?: 'me' | 'pool'): Promise<ImportJob> {
  const csv = `姓名,手机\n${names.map((n) => `${n},${mobile()}`).join('\n')}\n`;
  return importCsv(csv, { name: 0, mobile: 1 }, owner);
}

/** Imports the file `csv` with its columns `mapping` and waits for the job's end. */
async function importCsv(
  csv: string,
  mapping: Record<string, number>,
  owner?: 'me' | 'pool',
): Promise<ImportJob> {
  // Encoded by hand as a browser would: jsdom's FormData is not one Node's fetch can send.
  const b = `----${tag}`;
  const field = (name: string, value: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body =
    field('mapping', JSON.stringify(mapping)) +
    (owner ? field('owner', owner) : '') +
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${tag}.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${b}--\r\n`;
  const res = await fetch(`${apiUrl}${customerPaths.import}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      BrandId: '1',
      'Content-Type': `multipart/form-data; boundary=${b}`,
    },
    body: new TextEncoder().encode(body),
  });
  const started = (await res.json()) as { code: number; data: { jobId: number } };
  expect(started.code).toBe(0);
  let job: ImportJob | undefined;
  await waitFor(
    async () => {
      job = (await call<ImportJob>(customerPaths.importStatus, { jobId: started.data.jobId }, token)).data;
      expect(job.status).toBe('done');
    },
    { timeout: 30_000, interval: 200 },
  );
  return job as ImportJob;
}

describe('an import into the pool', () => {
  it('says where the rows went, leads there, and the import filter clears with one key', async () => {
    const names = [`${tag}甲`, `${tag}乙`];
    const job = await importCustomers(names);
    expect(job).toMatchObject({ imported: 2, owner: 'pool' });
    // The import's message leads to its report on the customer list.
    const { user } = await openConsole(`/crm/customer/list?importId=${job.jobId}`);
    const report = await screen.findByRole('dialog', {}, cold);
    expect(await within(report).findByText('导入完成：成功 2 条，失败 0 条', {}, cold)).toBeTruthy();
    expect(within(report).getByText(/2 条已放入公海/)).toBeTruthy();
    expect(within(report).queryByText(/已归你所有/)).toBeNull();
    await user.click(within(report).getByRole('link', { name: '前往查看' }));

    // The pool, narrowed to this import: both rows, and a banner saying why.
    await waitFor(() => expect(window.location.hash).toBe(`#/crm/customer/pool?importId=${job.jobId}`));
    const grid = await screen.findByRole('grid', {}, cold);
    for (const name of names) expect(await within(grid).findByText(name, {}, cold)).toBeTruthy();
    expect(screen.getByText(`正在显示导入 #${job.jobId} 的客户`)).toBeTruthy();

    // By keyboard: focus the banner's button and press Enter; every pool customer shows again.
    const showAll = screen.getByRole('button', { name: '显示全部客户' });
    showAll.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(`正在显示导入 #${job.jobId} 的客户`)).toBeNull());
    expect(window.location.hash).toBe('#/crm/customer/pool');
    const total = await call<{ total: number }>('/crm/customer/pool.html', { page: 1 }, token);
    await waitFor(() => expect(screen.getByText(new RegExp(`共 ${total.data.total} 条`))).toBeTruthy(), cold);
  }, 120_000);

  it('made "mine", says the rows are the importer\'s and shows them in the list', async () => {
    const names = [`${tag}丙`];
    const job = await importCustomers(names, 'me');
    expect(job).toMatchObject({ imported: 1, pooled: 0, owner: 'me' });
    await openConsole(`/crm/customer/list?importId=${job.jobId}`);
    const report = await screen.findByRole('dialog', {}, cold);
    expect(await within(report).findByText('1 条已归你所有，显示在客户列表中', {}, cold)).toBeTruthy();
    expect(within(report).queryByText(/已放入公海/)).toBeNull();
  }, 120_000);
});

describe('a file that is not CSV', () => {
  it('an Excel workbook is refused in words before any preview, and another file can be chosen', async () => {
    const { user } = await openConsole('/crm/customer/list');
    await user.click(await screen.findByRole('button', { name: '导入' }, cold));
    const dialog = await screen.findByRole('dialog', { name: '导入客户' });
    // A workbook's first bytes: a zip's local header (NUL bytes in it) and its first part's name.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0]);
    const workbook = new File([zip, '[Content_Types].xml<?xml version="1.0"?>'], '客户名单.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    // The chooser's list of types only suggests: the system's dialog offers "All files" too.
    await userEvent.setup({ applyAccept: false }).upload(input, workbook);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      '“客户名单.xlsx”不是 CSV 文件（Excel 工作簿要先转换）。请在 Excel 中“另存为 CSV UTF-8”，再选择保存的文件',
    );
    // No column mapping or preview of the workbook's bytes.
    expect(within(dialog).queryByRole('table', { name: '列对应' })).toBeNull();
    expect(dialog.textContent).not.toContain('Content_Types');
    // The CSV saved from it is taken as usual.
    await user.upload(
      input,
      new File([`姓名,手机\n${tag}丁,${mobile()}\n`], '客户名单.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('table', { name: '列对应' }, cold)).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  }, 60_000);
});

describe('the preview of a gender the import does not know', () => {
  it('says the line will not import, in the words the import’s report then uses', async () => {
    const { user } = await openConsole('/crm/customer/list');
    await user.click(await screen.findByRole('button', { name: '导入' }, cold));
    const dialog = await screen.findByRole('dialog', { name: '导入客户' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const csv = `姓名,手机,性别\n${tag}戊,${mobile()},male\n${tag}己,${mobile()},unknownsex\n`;
    await user.upload(input, new File([csv], '客户名单.csv', { type: 'text/csv' }));
    const preview = await within(dialog).findByRole('table', { name: /^预览/ }, cold);
    const reason = '性别“unknownsex”无法识别（可填 男、女、male、female）';
    const line = (n: string) =>
      within(preview)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: n })) as HTMLElement;
    expect(within(line('2')).getByText('可以导入')).toBeTruthy();
    expect(within(line('3')).getByText(`不会导入：${reason}`)).toBeTruthy();
    // The same file imported (jsdom's upload cannot reach the server, so it is sent as a browser would).
    const job = await importCsv(csv, { name: 0, mobile: 1, gender: 2 });
    expect(job.errors).toEqual([{ line: 3, reason }]);
  }, 60_000);
});
