import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { LicenceImage } from '../../../contract/agent.ts';
import { idCardCheckCharacter, maskIdCard } from '../../../contract/id-card.ts';
import type { Db } from '../../db/client.ts';
import { areas } from '../../db/core.tables.ts';
import { sortKey } from '../../kit/sort-key.ts';
import type { SecretBox } from '../../secrets.ts';
import type { Storage } from '../../storage/storage.ts';
import { storeReceived } from '../../upload/store-upload.ts';
import { seedWxworkAccount } from '../apply/apply.public.ts';
import { readAttachConfig, uploadRulesOf } from '../config/config.public.ts';
import { seedSmsTemplates } from '../notify/notify.public.ts';
import { agentGroups, agents } from './agent.tables.ts';
import { idCardPurpose } from './agent-user.policy.ts';

/**
 * Demo data of the agents module and the applications page for "Demo Brand": three groups,
 * agents in every status, three applications waiting with their licence images (when a storage is at
 * hand to keep them), SMS templates for the decisions (not chosen yet: the verification screen's
 * settings choose them) and one enterprise WeChat account.
 */

/** A well-formed id card number (GB 11643) for demo rows: region, birth date, sequence, check character. */
export function demoIdCard(region: string, birth: string, sequence: string): string {
  const first17 = `${region}${birth}${sequence}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
}

const demoAgents = [
  {
    name: '陈晓明',
    mobile: '13800138001',
    company: '深圳晓明贸易有限公司',
    area: 440305,
    group: 1,
    status: 'passed',
  },
  {
    name: '林雨桐',
    mobile: '13800138002',
    company: '广州雨桐商行',
    area: 440106,
    group: 2,
    status: 'passed',
  },
  {
    name: '王建国',
    mobile: '13800138003',
    company: '杭州建国茶业',
    area: 330106,
    group: 2,
    status: 'passed',
  },
  { name: '赵丽', mobile: '13800138004', company: '', area: 110105, group: 3, status: 'passed' },
  {
    name: '孙浩然',
    mobile: '13800138005',
    company: '成都浩然食品',
    area: 510107,
    group: 3,
    status: 'disabled',
  },
  { name: '周敏', mobile: '13800138006', company: '南京周记', area: 320106, group: 0, status: 'rejected' },
  {
    name: '吴志强',
    mobile: '13800138007',
    company: '武汉志强商贸',
    area: 420106,
    group: 0,
    status: 'pending',
  },
  {
    name: '郑佳怡',
    mobile: '13800138008',
    company: '厦门佳怡饮品',
    area: 350203,
    group: 0,
    status: 'pending',
  },
  {
    name: '黄思远',
    mobile: '13800138009',
    company: '长沙思远连锁',
    area: 430104,
    group: 0,
    status: 'pending',
  },
] as const;

/** A plain licence-like image (no text: the server has no CJK font to draw one with). */
async function licenceImage(seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="hsl(${hue},40%,92%)"/>
    <rect x="16" y="16" width="448" height="288" fill="none" stroke="hsl(${hue},50%,40%)" stroke-width="6"/>
    <circle cx="400" cy="240" r="40" fill="none" stroke="#c0392b" stroke-width="5"/>
    ${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="48" y="${70 + i * 40}" width="${260 - ((i * 37 + seed * 13) % 90)}" height="14" fill="hsl(${hue},30%,55%)"/>`,
      )
      .join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function storeImage(
  db: Db,
  storage: Storage,
  brandId: number,
  userId: number,
  name: string,
  seed: number,
): Promise<LicenceImage | null> {
  const png = await licenceImage(seed);
  await mkdir(storage.tempDir, { recursive: true });
  const tempPath = join(storage.tempDir, `seed-${brandId}-${seed}-${Date.now()}.png`);
  await writeFile(tempPath, png);
  const attach = await readAttachConfig(db, brandId, storage.kind);
  const outcome = await storeReceived(
    { db, storage, brandId, userId, rules: uploadRulesOf(attach), thumbWidth: attach.cfg_attach_thumb_width },
    {
      field: 'file',
      name,
      tempPath,
      size: png.length,
      tooLarge: false,
      sha256: createHash('sha256').update(png).digest('hex'),
      head: png.subarray(0, 4096),
    },
    { kind: 'image', title: name.replace(/\.png$/, ''), purpose: 'licence' },
  );
  return outcome.ok ? { fileurl: outcome.item.fileurl, title: outcome.item.title } : null;
}

export async function seedAgentDemo(
  db: Db,
  brandId: number,
  userId: number,
  options: { secrets: SecretBox; storage?: Storage | undefined },
): Promise<void> {
  const groups = await db
    .insert(agentGroups)
    .values([
      { brandId, title: '金牌代理', level: 1, commission: '20.00', description: '年销售额 100 万元以上' },
      { brandId, title: '银牌代理', level: 2, commission: '15.00', description: '年销售额 30 万元以上' },
      { brandId, title: '铜牌代理', level: 3, commission: '10.50', description: '新加入的代理' },
    ])
    .returning({ id: agentGroups.id, level: agentGroups.level });
  const groupOf = (level: number) => groups.find((g) => g.level === level)?.id ?? null;
  const areaRows = await db.select({ id: areas.id, parentId: areas.parentId, name: areas.name }).from(areas);
  const byId = new Map(areaRows.map((a) => [a.id, a]));
  const purpose = idCardPurpose(brandId);
  const now = Date.now();
  for (const [i, a] of demoAgents.entries()) {
    const district = byId.get(a.area);
    const city = district ? byId.get(district.parentId) : undefined;
    const province = city ? byId.get(city.parentId) : undefined;
    const idCard = demoIdCard(String(a.area), `19${80 + i}0${(i % 9) + 1}1${i}`, `${30 + i}${i % 2}`);
    const images: LicenceImage[] = [];
    if (a.status === 'pending' && options.storage) {
      for (const [k, what] of ['营业执照', '身份证'].entries()) {
        const image = await storeImage(
          db,
          options.storage,
          brandId,
          userId,
          `${a.name}-${what}.png`,
          i * 2 + k,
        );
        if (image) images.push(image);
      }
    }
    const decided = a.status !== 'pending';
    await db.insert(agents).values({
      brandId,
      name: a.name,
      nameSort: sortKey(a.name, { person: true }),
      mobile: a.mobile,
      company: a.company,
      address: {
        areaId: a.area,
        lat: null,
        lng: null,
        province: province?.name ?? '',
        city: city?.name ?? '',
        district: district?.name ?? '',
        address: `${['人民路', '解放大道', '中山路'][i % 3]} ${18 + i * 7} 号`,
      },
      provinceId: province?.id ?? 0,
      cityId: city?.id ?? 0,
      districtId: district?.id ?? 0,
      idCard: options.secrets.seal(idCard, purpose),
      idCardHash: options.secrets.digest(idCard, purpose),
      idCardMask: maskIdCard(idCard),
      licenceImages: images,
      groupId: a.group ? groupOf(a.group) : null,
      status: a.status,
      rejectReason: a.status === 'rejected' ? '营业执照照片模糊，请重新上传清晰的照片' : '',
      verifiedBy: decided ? userId : null,
      verifiedByName: decided ? 'admin' : '',
      verifiedAt: decided ? new Date(now - (9 - i) * 86_400_000) : null,
      createdAt: new Date(now - (12 - i) * 86_400_000),
    });
  }
  // The notices' templates and the account are the notify and apply modules' rows: written by them.
  await seedSmsTemplates(db, brandId, [
    {
      title: '代理审核通过',
      kind: 'notice',
      content: '{name}您好，您在{brand}的代理申请已通过审核，欢迎加入！',
    },
    {
      title: '代理申请驳回',
      kind: 'notice',
      content: '{name}您好，您在{brand}的代理申请未通过：{reason}。请修改后重新提交。',
    },
  ]);
  await seedWxworkAccount(db, options.secrets, brandId, {
    title: '门店客服',
    corpId: 'ww3f5e8a9c1d2b4e6f',
    agentId: 1000002,
    token: 'DemoToken2026',
    encodingAesKey: 'kWxPEV2UEDyxWpmPdKC3F4dgPDmOvfKX1HGnEUDS1aR',
    secret: 'demo-secret-not-a-real-wecom-secret-0000000',
  });
}
