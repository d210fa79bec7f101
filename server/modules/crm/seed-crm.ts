import type { Db } from '../../db/client.ts';
import { crmMaterials, crmMaterialTags, crmProducts, crmTags } from './crm.tables.ts';

/**
 * The CRM settings and catalogue of the demo brand: tag groups with tags, follow-up types,
 * sources, a few products and services and two materials, so the screens open alive.
 */
export async function seedCrmDemo(db: Db, brandId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = async (
      type: string,
      title: string,
      ordernum: number,
      extra: { groupId?: number; color?: string } = {},
    ) => {
      const [row] = await tx
        .insert(crmTags)
        .values({ brandId, type, title, ordernum, ...extra })
        .returning({ id: crmTags.id });
      if (!row) throw new Error('crm tag insert returned nothing');
      return row.id;
    };
    const level = await item('group', '客户等级', 1, { color: '#cf1322' });
    const vip = await item('tag', 'VIP', 1, { groupId: level, color: '#cf1322' });
    await item('tag', '普通', 2, { groupId: level });
    await item('tag', '潜在', 3, { groupId: level, color: '#595959' });
    const interest = await item('group', '关注点', 2, { color: '#0958d9' });
    const price = await item('tag', '价格敏感', 1, { groupId: interest, color: '#ad6800' });
    await item('tag', '重视服务', 2, { groupId: interest, color: '#389e0d' });
    await item('tag', '新品尝鲜', 3, { groupId: interest, color: '#531dab' });
    for (const [i, title] of ['电话', '微信', '上门拜访', '到店接待'].entries())
      await item('follow', title, i + 1);
    for (const [i, title] of ['官网', '线下活动', '老客户转介绍', '短视频平台'].entries())
      await item('source', title, i + 1);
    await tx.insert(crmProducts).values([
      {
        brandId,
        kind: 'product',
        title: '经典保温杯 500ml',
        code: 'CUP-500',
        price: '89.00',
        marketPrice: '129.00',
        unit: '个',
        stock: 120,
        ordernum: 1,
        description: '<p>双层不锈钢，保温 12 小时。</p>',
      },
      {
        brandId,
        kind: 'product',
        title: '手冲咖啡套装',
        code: 'KIT-01',
        price: '268.00',
        unit: '套',
        stock: 35,
        ordernum: 2,
        description: '<p>含滤杯、分享壶和 100 张滤纸。</p>',
      },
      {
        brandId,
        kind: 'product',
        title: '替换滤纸（100 张）',
        code: 'PAPER-100',
        price: '19.90',
        unit: '包',
        stock: 0,
        display: false,
        ordernum: 3,
      },
      {
        brandId,
        kind: 'service',
        title: '上门安装',
        code: 'SVC-INSTALL',
        price: '50.00',
        unit: '次',
        duration: 60,
        ordernum: 1,
      },
      {
        brandId,
        kind: 'service',
        title: '年度保养',
        code: 'SVC-CARE',
        price: '199.00',
        marketPrice: '299.00',
        unit: '年',
        duration: 120,
        ordernum: 2,
      },
    ]);
    const materials = await tx
      .insert(crmMaterials)
      .values([
        {
          brandId,
          title: '新客户欢迎语',
          kind: 'text',
          content: '<p>您好，欢迎关注我们！新客户首单享<strong>九折</strong>，有任何问题随时联系我。</p>',
          excerpt: '您好，欢迎关注我们！新客户首单享九折，有任何问题随时联系我。',
        },
        { brandId, title: '春季活动页', kind: 'link', url: 'https://example.com/spring' },
      ])
      .returning({ id: crmMaterials.id });
    const [welcome, spring] = materials;
    if (welcome && spring)
      await tx.insert(crmMaterialTags).values([
        { materialId: welcome.id, tagId: vip },
        { materialId: spring.id, tagId: price },
      ]);
  });
}
