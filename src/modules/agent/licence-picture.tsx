import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { isPrivateFileUrl, readPrivateFile } from '../../services/upload.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { useResource } from '../../ui/use-resource.ts';
import styles from './agent.module.css';

export interface LicencePictureProps {
  fileurl: string;
  alt: string;
  /** When given, a link that opens the whole image in a new tab, with these words. */
  openLabel?: string | undefined;
}

/** A blob's address for `<img>` and a new tab; a data URL where the browser has no object URLs. */
function addressOf(blob: Blob): Promise<string> {
  if (typeof URL.createObjectURL === 'function') return Promise.resolve(URL.createObjectURL(blob));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function PrivatePicture({ fileurl, alt, openLabel }: LicencePictureProps) {
  const t = useT();
  // The scan is private: read with the session (an <img> could not send it), shown from memory.
  const picture = useResource(fileurl, async () => addressOf(await readPrivateFile(fileurl)));
  const src = picture.data;
  useEffect(
    () => () => {
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
    },
    [src],
  );
  if (picture.failed)
    return (
      <p className={styles.muted}>
        {t('agent.licenceUnreadable', { title: alt })}{' '}
        <Button size="small" variant="quiet" onPress={picture.retry}>
          {t('agent.licenceRetry')}
        </Button>
      </p>
    );
  if (!src)
    return (
      <span
        className={styles.licenceLoading}
        role="img"
        aria-label={t('agent.licenceLoading', { title: alt })}
      />
    );
  return (
    <>
      <img src={src} alt={alt} />
      {openLabel ? (
        <Link href={src} target="_blank" rel="noreferrer">
          {openLabel}
        </Link>
      ) : null}
    </>
  );
}

/**
 * A licence image as an agent keeps it: a private scan read through the API, or (picked before scans
 * were kept apart) a picture of the library under its public address.
 */
export function LicencePicture(props: LicencePictureProps) {
  if (isPrivateFileUrl(props.fileurl)) return <PrivatePicture {...props} />;
  const href = mediaSource.href?.(props.fileurl) ?? props.fileurl;
  return (
    <>
      <img src={href} alt={props.alt} />
      {props.openLabel ? (
        <Link href={href} target="_blank" rel="noreferrer">
          {props.openLabel}
        </Link>
      ) : null}
    </>
  );
}
