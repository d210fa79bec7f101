import { useState } from 'react';
import { agentLicenceImagesMax, type LicenceImage } from '../../../contract/agent.ts';
import { useT } from '../../i18n/use-t.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { AlertLine } from '../../ui/alert-line.tsx';
import { Button } from '../../ui/button.tsx';
import layout from '../../ui/layout.module.css';
import { MediaLibrary } from '../../ui/media-library.tsx';
import styles from './agent.module.css';

export interface LicenceImagesFieldProps {
  value: LicenceImage[];
  onChange: (images: LicenceImage[]) => void;
  errorMessage?: string | undefined;
}

const href = (url: string) => mediaSource.href?.(url) ?? url;

/** Licence images picked from the brand's media library (uploaded there in place), each removable. */
export function LicenceImagesField({ value, onChange, errorMessage }: LicenceImagesFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
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
              <img src={href(image.fileurl)} alt={image.title || t('agent.licenceAlt', { n: i + 1 })} />
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
      <div>
        <Button onPress={() => setOpen(true)} isDisabled={room <= 0}>
          {t('agent.licenceChoose')}
        </Button>
      </div>
      <p className={layout.muted}>{t('agent.licenceHint', { max: agentLicenceImagesMax })}</p>
      <AlertLine className={styles.error} text={errorMessage} />
      <MediaLibrary
        isOpen={open}
        onOpenChange={setOpen}
        source={mediaSource}
        kinds={['image']}
        multiple
        onPick={(items) => {
          const known = new Set(value.map((v) => v.fileurl));
          const added = items
            .filter((item) => !known.has(item.fileurl))
            .map((item) => ({ fileurl: item.fileurl, title: item.title }));
          onChange([...value, ...added].slice(0, agentLicenceImagesMax));
        }}
      />
    </fieldset>
  );
}
