import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { attachDefaults } from '../../../contract/config.ts';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/core.tables.ts';
import type { Storage } from '../../storage/storage.ts';
import { storeReceived } from '../../upload/store-upload.ts';
import { articleNodes, articles, friendLinkNodes, friendLinks, pages, slides } from './platform.tables.ts';

/** A banner drawn from shapes (no fonts needed), stored in the brand's library like an upload. */
async function banner(db: Db, storage: Storage, brandId: number, name: string, colours: [string, string]) {
  const [from, to] = colours;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="1200" height="480" fill="url(#g)"/>
      <circle cx="930" cy="240" r="150" fill="#ffffff" fill-opacity="0.25"/>
      <circle cx="1040" cy="120" r="60" fill="#ffffff" fill-opacity="0.2"/>
      <rect x="90" y="170" width="420" height="36" rx="18" fill="#ffffff" fill-opacity="0.85"/>
      <rect x="90" y="236" width="300" height="24" rx="12" fill="#ffffff" fill-opacity="0.6"/>
    </svg>`,
  );
  const png = await sharp(svg).png().toBuffer();
  await mkdir(storage.tempDir, { recursive: true });
  const tempPath = join(storage.tempDir, `demo-${randomBytes(8).toString('hex')}.png`);
  await writeFile(tempPath, png);
  const outcome = await storeReceived(
    {
      db,
      storage,
      brandId,
      userId: 0,
      rules: {
        image: { maxBytes: attachDefaults.image_max_mb * 1024 * 1024, exts: ['png'] },
        video: { maxBytes: 0, exts: [] },
        file: { maxBytes: 0, exts: [] },
      },
      thumbWidth: attachDefaults.thumb_width,
    },
    {
      field: 'file',
      name: `${name}.png`,
      tempPath,
      size: png.length,
      tooLarge: false,
      sha256: createHash('sha256').update(png).digest('hex'),
      head: png.subarray(0, 64 * 1024),
    },
    { kind: 'image', title: name },
  );
  if (!outcome.ok) throw new Error(`demo image ${name}: ${outcome.refusal.key}`);
  return outcome.item.fileurl;
}

const day = 24 * 3600 * 1000;

/**
 * Demo content of Demo Brand's site, written with the rest of the demo data on the
 * embedded database's first start, so the platform module opens alive: categories 品牌动态 > 门店公告,
 * 行业观察 and 产品, four articles (one a draft), the about and contact pages, three slides and two
 * friend links in a category.
 */
export async function seedPlatformDemo(db: Db, storage: Storage, brandId: number): Promise<void> {
  const [existing] = await db
    .select({ id: articleNodes.id })
    .from(articleNodes)
    .where(eq(articleNodes.brandId, brandId));
  if (existing) return;
  const spring = await banner(db, storage, brandId, '春季新品', ['#0f766e', '#65a30d']);
  const member = await banner(db, storage, brandId, '会员日', ['#9a3412', '#f59e0b']);
  const store = await banner(db, storage, brandId, '新店开业', ['#1e3a8a', '#7c3aed']);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const node = async (title: string, slug: string, parentId = 0, ordernum = 10) => {
      const [row] = await tx
        .insert(articleNodes)
        .values({ brandId, title, slug, parentId, ordernum })
        .returning({ id: articleNodes.id });
      if (!row) throw new Error('demo node insert returned nothing');
      return row.id;
    };
    const news = await node('品牌动态', 'brand-news', 0, 1);
    const company = await node('门店公告', 'store-notices', news, 1);
    const industry = await node('行业观察', 'industry', 0, 2);
    const products = await node('产品', 'products', 0, 3);
    await tx.insert(articles).values([
      {
        brandId,
        nodeId: news,
        title: '海港茶饮春季新品上市',
        cover: spring,
        summary: '三款春季限定饮品今日起在全部门店供应。',
        content:
          '<h2>春季限定</h2><p>今年春天，我们带来了<strong>樱花乌龙</strong>、<strong>青梅绿茶</strong>和<strong>桂花拿铁</strong>。</p><ul><li>全部门店同步供应</li><li>会员首杯八折</li></ul>',
        author: '市场部',
        source: '海港茶饮',
        keywords: '春季,新品,茶饮',
        description: '海港茶饮三款春季限定饮品上市。',
        status: 'published',
        publishAt: new Date(now - 2 * day),
      },
      {
        brandId,
        nodeId: company,
        title: '门店营业时间调整通知',
        summary: '自下周一起，部分门店延长营业至晚上十点。',
        content: '<p>为方便下班后的顾客，自下周一起，南山、福田两家门店营业至 <strong>22:00</strong>。</p>',
        author: '运营部',
        status: 'published',
        publishAt: new Date(now - 5 * day),
      },
      {
        brandId,
        nodeId: industry,
        title: '2026 茶饮行业趋势观察',
        cover: member,
        summary: '低糖、鲜果与本地茶叶成为今年的关键词。',
        content:
          '<p>我们整理了今年茶饮行业的三个趋势：</p><ol><li>低糖与无糖选择</li><li>当季鲜果</li><li>本地茶园直采</li></ol>',
        author: '品牌部',
        status: 'published',
        publishAt: new Date(now - 9 * day),
      },
      {
        brandId,
        nodeId: products,
        title: '夏季限定饮品预告',
        summary: '草稿：夏季菜单尚在试饮中。',
        content: '<p>夏季菜单试饮中，敬请期待。</p>',
        author: '产品部',
      },
    ]);
    await tx.insert(pages).values([
      {
        brandId,
        title: '关于我们',
        slug: 'about',
        content:
          '<h2>海港茶饮</h2><p>我们是一家来自深圳的茶饮品牌，坚持使用当季鲜果与本地茶叶。</p><p>目前在深圳有 12 家门店。</p>',
      },
      {
        brandId,
        title: '联系我们',
        slug: 'contact',
        content:
          '<p>客服电话：400-800-1234</p><p>邮箱：<a href="mailto:hello@example.com">hello@example.com</a></p>',
      },
    ]);
    await tx.insert(slides).values([
      { brandId, title: '春季新品', image: spring, url: 'https://example.com/spring', ordernum: 1 },
      { brandId, title: '会员日', image: member, url: 'https://example.com/member', ordernum: 2 },
      { brandId, title: '新店开业', image: store, ordernum: 3 },
    ]);
    const [partners] = await tx
      .insert(friendLinkNodes)
      .values({ brandId, title: '合作伙伴', ordernum: 1 })
      .returning({ id: friendLinkNodes.id });
    await tx.insert(friendLinks).values([
      { brandId, nodeId: partners?.id ?? 0, title: '茶叶协会', url: 'https://example.org/tea', ordernum: 1 },
      { brandId, nodeId: partners?.id ?? 0, title: '鲜果农场', url: 'https://example.org/farm', ordernum: 2 },
    ]);
  });
}

/** The demo content of "Demo Brand" (the demo seed's first brand), if that brand exists. */
export async function seedDemoContent(db: Db, storage: Storage): Promise<void> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.title, 'Demo Brand'));
  if (brand) await seedPlatformDemo(db, storage, brand.id);
}
