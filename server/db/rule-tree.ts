/**
 * The product's rule tree (SPEC §1-2, §7): nine nav modules, their screens, and under the screens the
 * API endpoints they call. Seeded into `rules`; the owner role grants all of it.
 *
 * - nav: shown, opens its module index route;
 * - page: shown, opens a route;
 * - group: shown, only groups its children (no route);
 * - route: opens a route but is not listed (add/update screens reached from a list);
 * - api: guards endpoints, never shown.
 */
import { adminUserRule } from '../../contract/admin-user.ts';
import { areaRule } from '../../contract/area.ts';
import { articleRule } from '../../contract/article.ts';
import { configRule, configScreenRule } from '../../contract/config.ts';
import { emailRule } from '../../contract/email.ts';
import { friendLinkRule } from '../../contract/friend-link.ts';
import { pageRule } from '../../contract/page.ts';
import { platformScreenRule } from '../../contract/platform.ts';
import { roleRule } from '../../contract/role.ts';
import { type RuleKey, splitRuleKey } from '../../contract/rule-key.ts';
import { slideRule } from '../../contract/slide.ts';
import { smsRule, smsTemplateRule } from '../../contract/sms.ts';
import { systemRule } from '../../contract/system.ts';
import { uploadRule } from '../../contract/upload.ts';

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
};

function api(controller: string, actions: string[], title: string, titleEn: string): RuleSeed[] {
  return actions.map((action) => ({
    kind: 'api',
    controller,
    action,
    title: `${title}${titlesZh[action] ?? action}`,
    titleEn: `${titleEn}: ${action}`,
  }));
}

/** The rules of a module's endpoints, from the constants of its contract (`adminUserRule`). */
function apiRules(keys: Record<string, RuleKey>, title: string, titleEn: string): RuleSeed[] {
  return Object.values(keys).map((key) => {
    const { controller, action } = splitRuleKey(key);
    return api(controller, [action], title, titleEn)[0] as RuleSeed;
  });
}

/** Endpoint rules each with a title of its own in both languages: `[key, zh-CN, en]`. */
function apiTitled(entries: readonly (readonly [RuleKey, string, string])[]): RuleSeed[] {
  return entries.map(([key, title, titleEn]) => ({ kind: 'api', ...splitRuleKey(key), title, titleEn }));
}

/** A folder of endpoint rules in the privileges tree: never a menu entry or a route. */
function apiGroup(controller: string, title: string, titleEn: string, children: RuleSeed[]): RuleSeed {
  return { kind: 'api', controller, action: '', title, titleEn, children };
}

function page(key: RuleKey, title: string, titleEn: string, children: RuleSeed[] = []): RuleSeed {
  return { kind: 'page', ...splitRuleKey(key), title, titleEn, children };
}

function route(key: RuleKey, title: string, titleEn: string): RuleSeed {
  return { kind: 'route', ...splitRuleKey(key), title, titleEn };
}

function group(controller: string, title: string, titleEn: string, children: RuleSeed[]): RuleSeed {
  return { kind: 'group', controller, action: '', title, titleEn, children };
}

function nav(
  key: RuleKey,
  title: string,
  titleEn: string,
  icon: string,
  children: RuleSeed[] = [],
): RuleSeed {
  return { kind: 'nav', ...splitRuleKey(key), title, titleEn, icon, children };
}

export const ruleTree: RuleSeed[] = [
  nav('account/dashboard', '账户概览', 'Dashboard', 'layout-dashboard'),
  nav(configScreenRule.index, '配置', 'Configuration', 'settings', [
    page(configScreenRule.protocol, '协议设置', 'Protocols'),
    route(configScreenRule.attach, '附件设置', 'Attachments'),
    ...apiRules(configRule, '品牌配置', 'Brand config'),
    ...apiRules(uploadRule, '上传', 'Upload'),
    ...apiRules(areaRule, '地区', 'Areas'),
  ]),
  nav(systemRule.index, '系统', 'System', 'shield', [
    page(systemRule.adminUser, '管理员', 'Admin users', apiRules(adminUserRule, '管理员', 'Admin users')),
    page(systemRule.role, '角色', 'Roles', apiRules(roleRule, '角色', 'Roles')),
  ]),
  nav('crm/index', '客户关系', 'CRM', 'users', [
    group('crm/customer', '客户', 'Customers', [
      page('crm/customer/list', '客户列表', 'Customer list'),
      page('crm/customer/lost', '流失客户', 'Lost customers'),
      page('crm/customer/pool', '公海客户', 'Customer pool'),
      page('crm/customer/portrait', '客户画像', 'Customer portrait'),
      page('crm/customer/group', '客户分组', 'Customer groups'),
    ]),
    group('crm/config', 'CRM 设置', 'CRM settings', [
      page(
        'crm/config/tag',
        '客户标签',
        'Tags',
        api(
          'crm/tag',
          ['add', 'group', 'update', 'status', 'del', 'taglist', 'followlist', 'sourcelist'],
          '标签',
          'Tags',
        ),
      ),
      page('crm/config/follow', '跟进方式', 'Follow-up types'),
      page('crm/config/source', '客户来源', 'Sources'),
      page('crm/config/material', '营销素材', 'Materials'),
    ]),
    group('crm/sales', '销售', 'Sales', [
      page('crm/sales/product', '销售产品', 'Products', [
        {
          kind: 'route',
          controller: 'crm/sales/product',
          action: 'add',
          title: '添加产品',
          titleEn: 'Add product',
        },
        {
          kind: 'route',
          controller: 'crm/sales/product',
          action: 'update',
          title: '编辑产品',
          titleEn: 'Edit product',
        },
        ...api('crm/product', ['add', 'update', 'status', 'del', 'list', 'detail'], '产品', 'Products'),
      ]),
      page('crm/sales/service', '销售服务', 'Services'),
    ]),
    ...api(
      'wxwork/account',
      ['list', 'detail', 'add', 'update', 'del'],
      '企业微信账号',
      'Enterprise messaging accounts',
    ),
  ]),
  nav('agent/index', '代理', 'Agents', 'handshake', [
    // The list and verify screens share controller/action with their API calls: one rule guards both.
    page('agent/user/list', '代理列表', 'Agent list', [
      ...api('agent/user', ['detail', 'add', 'update', 'pass', 'reject', 'delete'], '代理', 'Agents'),
      ...api('agent/group', ['list', 'detail', 'add', 'update', 'delete'], '代理分组', 'Agent groups'),
    ]),
    page('agent/user/verify', '代理审核', 'Agent verification'),
  ]),
  nav(platformScreenRule.index, '平台', 'Platform', 'boxes', [
    route(platformScreenRule.articleEdit, '文章编辑', 'Article editor'),
    // Issue 17 moved these from the configuration module; `content` keeps its rule id.
    apiGroup('content', '内容管理', 'Content', [
      apiGroup(
        'content/article_node',
        '文章分类',
        'Article categories',
        apiTitled([
          [articleRule.node_list, '查看文章分类', 'View article categories'],
          [articleRule.node_menu, '选择文章分类', 'Pick article categories'],
          [articleRule.node_detail, '文章分类详情', 'Article category details'],
          [articleRule.node_add, '添加文章分类', 'Add article categories'],
          [articleRule.node_update, '编辑文章分类', 'Edit article categories'],
          [articleRule.node_status, '显示或隐藏文章分类', 'Show or hide article categories'],
          [articleRule.node_del, '删除文章分类', 'Delete article categories'],
        ]),
      ),
      apiGroup(
        'content/article',
        '文章',
        'Articles',
        apiTitled([
          [articleRule.list, '查看文章列表', 'View the article list'],
          [articleRule.detail, '文章详情', 'Article details'],
          [articleRule.add, '写文章', 'Write articles'],
          [articleRule.update, '编辑文章', 'Edit articles'],
          [articleRule.status, '发布或撤回文章', 'Publish or unpublish articles'],
          [articleRule.order, '文章排序', 'Reorder articles'],
          [articleRule.node, '移动文章到分类', 'Move articles to a category'],
          [articleRule.del, '删除文章', 'Delete articles'],
        ]),
      ),
      apiGroup(
        'content/page',
        '单页',
        'Pages',
        apiTitled([
          [pageRule.list, '查看单页列表', 'View the page list'],
          [pageRule.detail, '单页详情', 'Page details'],
          [pageRule.add, '添加单页', 'Add pages'],
          [pageRule.update, '编辑单页', 'Edit pages'],
          [pageRule.status, '显示或隐藏单页', 'Show or hide pages'],
          [pageRule.del, '删除单页', 'Delete pages'],
        ]),
      ),
      apiGroup(
        'content/slide',
        '幻灯片',
        'Slides',
        apiTitled([
          [slideRule.list, '查看幻灯片', 'View slides'],
          [slideRule.detail, '幻灯片详情', 'Slide details'],
          [slideRule.add, '添加幻灯片', 'Add slides'],
          [slideRule.update, '编辑幻灯片（含排序、显示）', 'Edit slides (order and display too)'],
          [slideRule.del, '删除幻灯片', 'Delete slides'],
        ]),
      ),
      apiGroup(
        'content/friendlink',
        '友情链接',
        'Friend links',
        apiTitled([
          [friendLinkRule.list, '查看友情链接', 'View friend links'],
          [friendLinkRule.detail, '友情链接详情', 'Friend link details'],
          [friendLinkRule.add, '添加友情链接', 'Add friend links'],
          [friendLinkRule.update, '编辑友情链接', 'Edit friend links'],
          [friendLinkRule.order, '友情链接排序', 'Reorder friend links'],
          [friendLinkRule.status, '显示或隐藏友情链接', 'Show or hide friend links'],
          [friendLinkRule.del, '删除友情链接', 'Delete friend links'],
          [friendLinkRule.node_list, '查看链接分类', 'View link categories'],
          [friendLinkRule.node_update, '添加或编辑链接分类', 'Add or edit link categories'],
          [friendLinkRule.node_del, '删除链接分类', 'Delete link categories'],
        ]),
      ),
    ]),
  ]),
  nav('apply/index', '应用', 'Applications', 'app-window'),
  nav('notify/index', '通知', 'Notifications', 'bell', [
    group('notify/sms', '短信', 'SMS', [
      page('notify/sms/list', '短信记录', 'SMS log', apiRules(smsRule, '短信', 'SMS')),
      page(
        'notify/sms/template',
        '短信模板',
        'SMS templates',
        apiRules(smsTemplateRule, '短信模板', 'SMS templates'),
      ),
    ]),
    group('notify/email', '邮件', 'E-mail', [
      page('notify/email/list', '邮件记录', 'E-mail log', apiRules(emailRule, '邮件', 'E-mail')),
    ]),
  ]),
  nav('ai/index', 'AI 助手', 'AI', 'sparkles'),
];
