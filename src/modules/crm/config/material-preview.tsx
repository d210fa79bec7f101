import '../../../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import type { CrmMaterialDetail } from '../../../../contract/crm-material.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useInspectedActor } from '../../../lib/use-inspected-actor.ts';
import { failureOf, listMachine } from '../../../machines/list.machine.ts';
import { mediaSource } from '../../../services/kit-sources.ts';
import { Link } from '../../../ui/link.tsx';
import { ListFailure } from '../../../ui/list-failure.tsx';
import { listLoader } from '../../../ui/list-loader.ts';
import { materialDetail } from '../crm-material.ts';
import styles from './crm-config.module.css';

const href = (url: string) => mediaSource.href?.(url) ?? url;

/** What a customer gets: the pictures, the video, the files, the text or the link of one material. */
export function MaterialPreview({ id }: { id: number }) {
  const t = useT();
  // The detail (a text's whole content) loads with the preview; the list only carries an excerpt.
  const actor = useInspectedActor(
    listMachine.provide({
      actors: {
        loadPage: listLoader(async () => {
          const d = await materialDetail(id);
          return { list: [d], total: 1, page: 1, pageSize: 1 };
        }),
      },
    }),
    { input: { query: { pageSize: 100 } } },
  );
  const [material] = useSelector(actor, (s) => s.context.rows) as CrmMaterialDetail[];
  const failed = useSelector(actor, (s) => failureOf(s) !== null);
  if (failed) return <ListFailure actor={actor} />;
  if (!material) return <p role="status">{t('kit.loading')}</p>;
  return (
    <div className={styles.preview}>
      {material.kind === 'image'
        ? material.files.map((f) => <img key={f.fileurl} src={href(f.fileurl)} alt={f.title} />)
        : null}
      {material.kind === 'video'
        ? material.files.map((f) => (
            // biome-ignore lint/a11y/useMediaCaption: library videos carry no caption track to offer
            <video key={f.fileurl} src={href(f.fileurl)} controls preload="metadata" aria-label={f.title} />
          ))
        : null}
      {material.kind === 'file' ? (
        <ul>
          {material.files.map((f) => (
            <li key={f.fileurl}>
              <Link href={href(f.fileurl)} target="_blank" rel="noopener">
                {f.title || t('crm.material.kind.file')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {material.kind === 'text' ? (
        <div
          className={styles.previewText}
          // The server sanitised this HTML with its allowlist before storing it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text, shown as saved
          dangerouslySetInnerHTML={{ __html: material.content }}
        />
      ) : null}
      {material.kind === 'link' ? (
        <Link href={material.url} target="_blank" rel="noopener noreferrer">
          {material.url}
        </Link>
      ) : null}
    </div>
  );
}
