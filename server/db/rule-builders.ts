import { type RuleKey, splitRuleKey } from '../../contract/rule-key.ts';

/**
 * The pieces each module's part of the rule tree is built from (server/modules/<m>/<m>.rules.ts),
 * joined in server/db/rule-tree.ts.
 *
 * - nav: shown, opens its module index route;
 * - page: shown, opens a route;
 * - group: shown, only groups its children (no route);
 * - route: opens a route but is not listed (add/update screens reached from a list);
 * - api: guards endpoints, never shown.
 */

export type RuleKind = 'nav' | 'page' | 'group' | 'route' | 'api';

export interface RuleSeed {
  kind: RuleKind;
  controller: string;
  action: string;
  title: string;
  titleEn: string;
  icon?: string;
  children?: RuleSeed[];
}

const titlesZh: Record<string, string> = {
  list: '列表',
  add: '添加',
  update: '编辑',
  detail: '详情',
  del: '删除',
  delete: '删除',
  status: '状态',
  order: '排序',
  rules: '权限规则',
  priv: '授权',
  send: '发送',
  repeat: '重发',
  verify: '审核',
  pass: '通过',
  reject: '驳回',
  brand: '品牌信息',
  attach: '附件设置',
  tech: '技术设置',
  document: '协议',
  file: '单个文件',
  files: '多个文件',
  imagelist: '图片库',
  videolist: '视频库',
  filelist: '文件库',
  init: '初始化',
  child_list: '下级列表',
  // Notifications: SPEC's action names are not words, each gets a real name.
  configdetail: '设置查看',
  configupdate: '设置保存',
  config_detail: '设置查看',
  config_update: '设置保存',
  templatelist: '模板列表',
  templatedetail: '模板详情',
  templateadd: '模板添加',
  templateupdate: '模板编辑',
  templatestatus: '模板启停',
  templatedel: '模板删除',
  template_list: '模板列表',
  template_detail: '模板详情',
  template_add: '模板添加',
  template_update: '模板编辑',
  template_status: '模板启停',
  template_del: '模板删除',
  testmail: '测试邮件',
  user: '收件人',
  draft_list: '草稿列表',
  stats: '统计',
};

/** English names of actions whose SPEC name is not a word ("SMS: template list", not "templatelist"). */
const titlesEn: Record<string, string> = {
  del: 'delete',
  priv: 'privileges',
  configdetail: 'settings',
  configupdate: 'save settings',
  config_detail: 'settings',
  config_update: 'save settings',
  templatelist: 'template list',
  templatedetail: 'template details',
  templateadd: 'add template',
  templateupdate: 'edit template',
  templatestatus: 'enable or disable template',
  templatedel: 'delete template',
  template_list: 'template list',
  template_detail: 'template details',
  template_add: 'add template',
  template_update: 'edit template',
  template_status: 'enable or disable template',
  template_del: 'delete template',
  testmail: 'test e-mail',
  user: 'recipients',
  draft_list: 'draft list',
  repeat: 'resend',
  child_list: 'child list',
};

export function api(controller: string, actions: string[], title: string, titleEn: string): RuleSeed[] {
  return actions.map((action) => ({
    kind: 'api',
    controller,
    action,
    title: `${title}${titlesZh[action] ?? action}`,
    titleEn: `${titleEn}: ${titlesEn[action] ?? action}`,
  }));
}

/** The rules of a module's endpoints, from the constants of its contract (`adminUserRule`). */
export function apiRules(keys: Record<string, RuleKey>, title: string, titleEn: string): RuleSeed[] {
  return Object.values(keys).map((key) => {
    const { controller, action } = splitRuleKey(key);
    return api(controller, [action], title, titleEn)[0] as RuleSeed;
  });
}

/**
 * API rules named in full in both languages (`{ add: ['添加素材', 'Add materials'] }`), for endpoints
 * whose action alone does not say what they do; only the keys given are taken from `keys`.
 */
export function titled<K extends Record<string, RuleKey>>(
  keys: K,
  titles: Partial<Record<keyof K, readonly [string, string]>>,
): RuleSeed[] {
  return Object.entries(titles).map(([name, pair]) => {
    const key = keys[name];
    if (!key || !pair) throw new Error(`rule tree: no rule ${name}`);
    return { kind: 'api', ...splitRuleKey(key), title: pair[0], titleEn: pair[1] };
  });
}

/** A folder of endpoint rules in the privileges tree: never a menu entry or a route. */
export function apiGroup(controller: string, title: string, titleEn: string, children: RuleSeed[]): RuleSeed {
  return { kind: 'api', controller, action: '', title, titleEn, children };
}

export function page(key: RuleKey, title: string, titleEn: string, children: RuleSeed[] = []): RuleSeed {
  return { kind: 'page', ...splitRuleKey(key), title, titleEn, children };
}

export function route(key: RuleKey, title: string, titleEn: string): RuleSeed {
  return { kind: 'route', ...splitRuleKey(key), title, titleEn };
}

export function group(controller: string, title: string, titleEn: string, children: RuleSeed[]): RuleSeed {
  return { kind: 'group', controller, action: '', title, titleEn, children };
}

export function nav(
  key: RuleKey,
  title: string,
  titleEn: string,
  icon: string,
  children: RuleSeed[] = [],
): RuleSeed {
  return { kind: 'nav', ...splitRuleKey(key), title, titleEn, icon, children };
}
