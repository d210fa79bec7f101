import { useT } from '../../i18n/use-t.ts';
import { PageHeading } from '../shell/page-heading.tsx';

/** SPEC §2: the home view is an empty placeholder paragraph; the heading names the page for screen readers. */
export default function HomeScreen() {
  const t = useT();
  return (
    <>
      <PageHeading className="visually-hidden">{t('home.title')}</PageHeading>
      <p />
    </>
  );
}
