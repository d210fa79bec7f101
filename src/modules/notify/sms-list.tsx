import './notify.strings.ts';
import { useState } from 'react';
import { type SmsLogItem, smsRule, smsTemplateRule } from '../../../contract/sms.ts';
import { useT } from '../../i18n/use-t.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useGrant, useMayCall } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import layout from '../../ui/layout.module.css';
import { Link } from '../../ui/link.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, granted } from '../../ui/withheld.tsx';
import { MessageLog } from './message-log.tsx';
import styles from './notify.module.css';
import { listSms, listSmsTemplates, repeatSms } from './sms.ts';
import { SmsSendDialog } from './sms-send-dialog.tsx';

const noTemplates: { id: number; name: string }[] = [];

/** /notify/sms/list: the SMS log with its filters, resend, and the "send SMS" dialog. */
export default function SmsList() {
  const t = useT();
  const mayCall = useMayCall();
  const grant = useGrant();
  const [sending, setSending] = useState(false);
  const [reload, setReload] = useState(0);
  // Whether to read the templates (to filter by and name) and offer their screen: not a control, so
  // a lost right reads as no.
  const mayTemplates = mayCall(smsTemplateRule.templatelist);
  const templates = useResource(mayTemplates ? 'templates' : null, () =>
    listSmsTemplates({ pageSize: 100 }).then((page) => page.list.map((x) => ({ id: x.id, name: x.title }))),
  );

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('sms.list.title')}</PageHeading>
      <p className={layout.muted}>
        {t('sms.list.intro')}{' '}
        {mayTemplates ? <Link href="#/notify/sms/template">{t('sms.list.templatesLink')}</Link> : null}
      </p>
      <MessageLog<SmsLogItem>
        aria-label={t('sms.list.table')}
        load={(body) => listSms(body)}
        templates={templates.data ?? noTemplates}
        content={{ title: t('sms.list.text'), render: (r) => <span className={styles.clip}>{r.text}</span> }}
        toLabel={t('sms.list.mobile')}
        repeat={granted(grant(smsRule.repeat), repeatSms)}
        path="/notify/sms/list"
        reloadSignal={reload}
        emptyText={t('sms.list.empty')}
        toolbar={
          <Allowed by={grant(smsRule.send, smsTemplateRule.templatelist)}>
            <Button variant="primary" onPress={() => setSending(true)}>
              {t('sms.send.open')}
            </Button>
          </Allowed>
        }
      />
      <SmsSendDialog isOpen={sending} onOpenChange={setSending} onSent={() => setReload((n) => n + 1)} />
    </div>
  );
}
