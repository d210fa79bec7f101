import { NotCsvText, notText } from '../../../contract/csv-encoding.ts';
import {
  customerPaths,
  type ImportJob,
  type ImportMapping,
  type ImportOwner,
  importFormFields,
} from '../../../contract/customer.ts';
import { post, type Undoable, uploadUndoable } from '../../services/http.ts';

export interface ImportUpload {
  file: File;
  mapping: ImportMapping;
  owner: ImportOwner;
  hasHeader: boolean;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

/**
 * Sends the CSV with its column mapping, with progress; answers the job's id and its undo handle. A refusal (empty file,
 * bad mapping, too large) rejects with the server's words, shown in the dialog rather than toasted.
 */
export async function startCustomerImport(
  upload: ImportUpload,
): Promise<{ jobId: number; undo: Undoable<unknown>['undo'] }> {
  const form = new FormData();
  // Before the file, as the other uploads do: the server has read them when the file streams in.
  form.append(importFormFields.mapping, JSON.stringify(upload.mapping));
  form.append(importFormFields.owner, upload.owner);
  form.append(importFormFields.hasHeader, String(upload.hasHeader));
  form.append(importFormFields.file, upload.file, upload.file.name);
  // The answer's undo handle takes the whole import back once it has ended (its report offers 撤销).
  const answer = await uploadUndoable<{ jobId: number }>(customerPaths.import, form, {
    onProgress: upload.onProgress,
    signal: upload.signal,
    notifyErrors: false,
  });
  return { jobId: answer.data.jobId, undo: answer.undo };
}

/** The import's progress and report (the caller's own import, or any as an owner). */
export function readImportStatus(jobId: number): Promise<ImportJob> {
  return post<ImportJob>(customerPaths.importStatus, { jobId }, { notifyErrors: false });
}

export interface CsvPreview {
  /** The first line's cells (the column names when the file has a header). */
  header: string[];
  /** The lines after it, up to `rows`. */
  rows: string[][];
  /** Columns of the widest line read. */
  columns: number;
}

/** How many lines under the header the import's preview shows. */
export const previewRows = 20;

/**
 * The first lines of the file, decoded as the server will (UTF-8, or GBK when it is not UTF-8), for
 * the preview and the column mapping; a file that is not text at all (an Excel workbook) is refused
 * (`NotCsvText`), as the server would. Only the first 64 KB are read, whatever the file's size.
 */
export async function previewCsv(file: File, rows = previewRows): Promise<CsvPreview> {
  const bytes = await headOf(file, 64 * 1024);
  if (notText(bytes)) throw new NotCsvText(file.name);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    text = new TextDecoder('gbk').decode(bytes, { stream: true });
  }
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { preview: rows + 1, skipEmptyLines: 'greedy' });
  const lines = parsed.data.filter((l) => Array.isArray(l));
  const [header = [], ...rest] = lines;
  const columns = Math.max(0, ...lines.map((l) => l.length));
  return { header, rows: rest.slice(0, rows), columns };
}

/** The first bytes of a file, through FileReader (every browser, and the tests' DOM). */
function headOf(file: File, size: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer
        ? resolve(new Uint8Array(reader.result))
        : reject(new Error(String(reader.error ?? 'unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, size));
  });
}
