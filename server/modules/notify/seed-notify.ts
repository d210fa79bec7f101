import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailBatches, emailTemplates, smsBatches, smsTemplates } from './notify.tables.ts';

/** An SMS template as a demo seed writes it: not yet sent to a provider (no code), shown. */
export interface DemoSmsTemplate {
  title: string;
  kind: string;
  content: string;
}

/**
 * Writes demo SMS templates for a brand (another module's demo that sends with them: the agents'
 * decision notices). Demo data is no member's change: it records none, as the rest of the seed.
 */
export async function seedSmsTemplates(db: Db, brandId: number, templates: DemoSmsTemplate[]): Promise<void> {
  if (templates.length === 0) return;
  await db.insert(smsTemplates).values(templates.map((t) => ({ brandId, ...t })));
}

/**
 * Notifications of Demo Brand: templates of both channels and 30 days of messages already delivered
 * (sent, a few failed) through the log provider, so the overview's charts and the logs are alive.
 * No job is queued: every message is settled.
 */
export async function seedNotifyDemo(db: Db, brandId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [code] = await tx
      .insert(smsTemplates)
      .values([
        {
          brandId,
          title: '登录验证码',
          kind: 'code',
          content: '您的验证码是{code}，5分钟内有效，请勿告诉他人。',
        },
        {
          brandId,
          title: '发货通知',
          kind: 'notice',
          content: '{name}您好，您的订单{order}已发货，请留意查收。',
        },
        {
          brandId,
          title: '会员日活动',
          kind: 'marketing',
          content: '{name}您好，本周六会员日全场8折，回T退订。',
          display: false,
        },
      ])
      .returning({ id: smsTemplates.id });
    const [shipped] = await tx
      .insert(emailTemplates)
      .values([
        {
          brandId,
          name: '订单发货通知',
          subject: '您的订单 {{order}} 已发货',
          body: '<p>{{name}}，您好：</p><p>您的订单 <strong>{{order}}</strong> 已发货，预计三天内送达。</p>',
        },
        {
          brandId,
          name: '月度会员通讯',
          subject: '{{month}} 会员通讯',
          body: '<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>',
        },
      ])
      .returning({ id: emailTemplates.id });
    const [smsBatch] = await tx
      .insert(smsBatches)
      .values({ brandId, queued: 0 })
      .returning({ id: smsBatches.id });
    const [mailBatch] = await tx
      .insert(emailBatches)
      .values({
        brandId,
        templateId: shipped?.id ?? null,
        subject: '您的订单 {{order}} 已发货',
        body: '<p>{{name}}，您好：</p><p>您的订单 <strong>{{order}}</strong> 已发货。</p>',
        render: true,
      })
      .returning({ id: emailBatches.id });
    if (!code || !shipped || !smsBatch || !mailBatch) throw new Error('notify demo insert returned nothing');
    // Day d (0 = today) has a few dozen messages, one in about twelve failed; the counts vary by day.
    // Written oldest first, so ids follow time as in a real log (the log lists newest id first).
    await tx.execute(sql`
      insert into sms_messages (brand_id, batch_id, mobile, template_id, text, status, reason, provider_id, attempts, created_at, sent_at)
      select ${brandId}, ${smsBatch.id}, '1380013' || lpad(((d * 37 + n) % 10000)::text, 4, '0'), ${code.id},
        '您的验证码是' || lpad(((d * 7919 + n * 104729) % 1000000)::text, 6, '0') || '，5分钟内有效，请勿告诉他人。',
        case when (d + n) % 12 = 0 then 'failed' else 'sent' end,
        case when (d + n) % 12 = 0 then 'isv.MOBILE_NUMBER_ILLEGAL' else '' end,
        case when (d + n) % 12 = 0 then '' else 'log-demo-' || d || '-' || n end, 1,
        now() - make_interval(days => d, mins => n * 7),
        case when (d + n) % 12 = 0 then null else now() - make_interval(days => d, mins => n * 7) end
      from generate_series(0, 29) as d, generate_series(1, 60) as n
      where n <= 12 + (d * 13) % 37
      order by d desc, n desc`);
    await tx.execute(sql`
      insert into email_messages (brand_id, batch_id, "to", template_id, subject, params, status, reason, provider_id, attempts, created_at, sent_at)
      select ${brandId}, ${mailBatch.id}, 'customer' || d || '-' || n || '@example.com', ${shipped.id}, '您的订单 A' || (1000 + d * 10 + n) || ' 已发货',
        jsonb_build_object('name', '顾客' || n, 'order', 'A' || (1000 + d * 10 + n)),
        case when (d * 3 + n) % 15 = 0 then 'failed' else 'sent' end,
        case when (d * 3 + n) % 15 = 0 then '550 5.1.1 Mailbox unavailable' else '' end,
        case when (d * 3 + n) % 15 = 0 then '' else '<demo-' || d || '-' || n || '@brand.example>' end, 1,
        now() - make_interval(days => d, mins => n * 11),
        case when (d * 3 + n) % 15 = 0 then null else now() - make_interval(days => d, mins => n * 11) end
      from generate_series(0, 29) as d, generate_series(1, 20) as n
      where n <= 4 + (d * 7) % 17
      order by d desc, n desc`);
  });
}
