import { agentLicenceImagesMax, type LicenceImage } from '../../../contract/agent.ts';
import { useT } from '../../i18n/use-t.ts';
import { uploadFile } from '../../services/upload.ts';
import { AlertLine } from '../../ui/alert-line.tsx';
import { Button } from '../../ui/button.tsx';
import { FileUpload } from '../../ui/file-upload.tsx';
import layout from '../../ui/layout.module.css';
import styles from './agent.module.css';
import { LicencePicture } from './licence-picture.tsx';

export interface LicenceImagesFieldProps {
  value: LicenceImage[];
  onChange: (images: LicenceImage[]) => void;
  errorMessage?: string | undefined;
}

/**
 * Licence images (business licences, id cards) uploaded here as private scans: they never join the
 * brand's picture library, so no logo or cover picker offers them. Each removable.
 */
export function LicenceImagesField({ value, onChange, errorMessage }: LicenceImagesFieldProps) {
  const t = useT();
  const room = agentLicenceImagesMax - value.length;
  return (
    <fieldset className={styles.images}>
      <legend className={styles.imagesLegend}>{t('agent.licenceImages')}</legend>
      {value.length === 0 ? (
        <p className={layout.muted}>{t('agent.licenceNone')}</p>
      ) : (
        <ul className={styles.thumbs}>
          {value.map((image, i) => (
            <li key={image.fileurl} className={styles.thumb}>
              <LicencePicture
                fileurl={image.fileurl}
                alt={image.title || t('agent.licenceAlt', { n: i + 1 })}
              />
              <Button
                size="small"
                variant="quiet"
                aria-label={t('agent.licenceRemove', { title: image.title || String(i + 1) })}
                onPress={() => onChange(value.filter((v) => v.fileurl !== image.fileurl))}
              >
                {t('agent.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 ? (
        <FileUpload
          autoStart
          label={t('agent.licenceUpload')}
          acceptedFileTypes={['image/*']}
          upload={(file, options) => uploadFile(file, { ...options, kind: 'image', purpose: 'licence' })}
          onUploaded={(files) => {
            const known = new Set(value.map((v) => v.fileurl));
            const added = files
              .filter((f) => !known.has(f.fileurl))
              .map((f) => ({ fileurl: f.fileurl, title: f.title }));
            onChange([...value, ...added].slice(0, agentLicenceImagesMax));
          }}
        />
      ) : null}
      <p className={layout.muted}>{t('agent.licenceHint', { max: agentLicenceImagesMax })}</p>
      <AlertLine className={styles.error} text={errorMessage} />
    </fieldset>
  );
}
