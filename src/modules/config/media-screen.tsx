import '../../i18n/config.ts';
import { useT } from '../../i18n/use-t.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import layout from '../../ui/layout.module.css';
import { MediaBrowser } from '../../ui/media-library.tsx';

/**
 * /config/media: the brand's media library as a page under 配置 (issue 39: it was reachable only from
 * inside the pickers), with the pickers' own calls: the list of each kind and upload.
 */
export default function MediaScreen() {
  const t = useT();
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('media.title')}</PageHeading>
      <MediaBrowser source={mediaSource} />
    </div>
  );
}
