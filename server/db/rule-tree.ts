/**
 * The product's rule tree (docs/spec.md §1-2, §7): nine nav modules, their screens, and under the screens the
 * API endpoints they call. Seeded into `rules`; the owner role grants all of it.
 *
 * - nav: shown, opens its module index route;
 * - page: shown, opens a route;
 * - group: shown, only groups its children (no route);
 * - route: opens a route but is not listed (add/update screens reached from a list);
 * - api: guards endpoints, never shown.
 */
import { adminUserRule } from '../../contract/admin-user.ts';
import { agentGroupRule, agentScreenRule, agentUserRule } from '../../contract/agent.ts';
import { aiRule, aiScreenRule } from '../../contract/ai.ts';
import { applyScreenRule } from '../../contract/apply.ts';
import { areaRule } from '../../contract/area.ts';
import { articleRule } from '../../contract/article.ts';
import { configRule, configScreenRule } from '../../contract/config.ts';
import { crmScreenRule } from '../../contract/crm.ts';
import { crmMaterialRule } from '../../contract/crm-material.ts';
import { crmProductRule } from '../../contract/crm-product.ts';
import { crmTagRule } from '../../contract/crm-tag.ts';
import { customerRule, customerScreenRule } from '../../contract/customer.ts';
import { emailRule } from '../../contract/email.ts';
import { friendLinkRule } from '../../contract/friend-link.ts';
import { notifyScreenRule, notifyStatsRule } from '../../contract/notify.ts';
import { pageRule } from '../../contract/page.ts';
import { platformScreenRule } from '../../contract/platform.ts';
import { roleRule } from '../../contract/role.ts';
import { type RuleKey, splitRuleKey } from '../../contract/rule-key.ts';
import { slideRule } from '../../contract/slide.ts';
import { smsRule, smsTemplateRule } from '../../contract/sms.ts';
import { systemRule } from '../../contract/system.ts';
import { uploadRule } from '../../contract/upload.ts';
import { wxworkAccountRule } from '../../contract/wxwork.ts';

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
  // Notifications: the action names of docs/spec.md §7 are not words, each gets a real name.
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

/** English names of actions whose name in docs/spec.md §7 is not a word ("SMS: template list", not "templatelist"). */
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

function api(controller: string, actions: string[], title: string, titleEn: string): RuleSeed[] {
  return actions.map((action) => ({
    kind: 'api',
    controller,
    action,
    title: `${title}${titlesZh[action] ?? action}`,
    titleEn: `${titleEn}: ${titlesEn[action] ?? action}`,
  }));
}

/** The rules of a module's endpoints, from the constants of its contract (`adminUserRule`). */
function apiRules(keys: Record<string, RuleKey>, title: string, titleEn: string): RuleSeed[] {
  return Object.values(keys).map((key) => {
    const { controller, action } = splitRuleKey(key);
    return api(controller, [action], title, titleEn)[0] as RuleSeed;
  });
}

/**
 * API rules named in full in both languages (`{ add: ['添加素材', 'Add materials'] }`), for endpoints
 * whose action alone does not say what they do; only the keys given are taken from `keys`.
 */
function titled<K extends Record<string, RuleKey>>(
  keys: K,
  titles: Partial<Record<keyof K, readonly [string, string]>>,
): RuleSeed[] {
  return Object.entries(titles).map(([name, pair]) => {
    const key = keys[name];
    if (!key || !pair) throw new Error(`rule tree: no rule ${name}`);
    return { kind: 'api', ...splitRuleKey(key), title: pair[0], titleEn: pair[1] };
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
  nav(crmScreenRule.index, '客户关系', 'CRM', 'users', [
    group('crm/customer', '客户', 'Customers', [
      // The list, lost, pool and portrait screens share controller/action with their list calls.
      page(customerScreenRule.list, '客户列表', 'Customer list', [
        ...titled(
          {
            detail: customerRule.detail,
            add: customerRule.add,
            update: customerRule.update,
            del: customerRule.del,
            assign: customerRule.assign,
            release: customerRule.release,
            tag: customerRule.tag,
            lose: customerRule.lose,
            followList: customerRule.followList,
            followAdd: customerRule.followAdd,
            import: customerRule.import,
            importStatus: customerRule.importStatus,
            export: customerRule.export,
            columnDetail: customerRule.columnDetail,
            columnUpdate: customerRule.columnUpdate,
          },
          {
            detail: ['查看客户', 'View customers'],
            add: ['添加客户', 'Add customers'],
            update: ['编辑客户', 'Edit customers'],
            del: ['删除客户', 'Delete customers'],
            assign: ['分配客户给成员', 'Assign customers to members'],
            release: ['放回公海', 'Release customers to the pool'],
            tag: ['给客户打标签', 'Tag customers'],
            lose: ['标记流失', 'Mark customers lost'],
            followList: ['客户时间线', 'Customer timeline'],
            followAdd: ['添加跟进记录', 'Add follow-ups'],
            import: ['导入客户', 'Import customers'],
            importStatus: ['导入进度', 'Import progress'],
            export: ['导出客户', 'Export customers'],
            columnDetail: ['读取列表列设置', 'Read list column settings'],
            columnUpdate: ['保存列表列设置', 'Save list column settings'],
          },
        ),
      ]),
      page(customerScreenRule.lost, '流失客户', 'Lost customers', [
        ...titled({ restore: customerRule.restore }, { restore: ['恢复流失客户', 'Restore lost customers'] }),
      ]),
      page(customerScreenRule.pool, '公海客户', 'Customer pool', [
        ...titled(
          { claim: customerRule.claim },
          { claim: ['领取公海客户', 'Claim customers from the pool'] },
        ),
      ]),
      page(customerScreenRule.portrait, '客户画像', 'Customer portrait'),
      page(customerScreenRule.group, '客户分组', 'Customer groups', [
        ...titled(
          {
            groupList: customerRule.groupList,
            groupDetail: customerRule.groupDetail,
            groupAdd: customerRule.groupAdd,
            groupUpdate: customerRule.groupUpdate,
            groupDel: customerRule.groupDel,
            groupCount: customerRule.groupCount,
          },
          {
            groupList: ['客户分组列表', 'Customer group list'],
            groupDetail: ['客户分组详情', 'Customer group details'],
            groupAdd: ['添加客户分组', 'Add customer groups'],
            groupUpdate: ['编辑客户分组', 'Edit customer groups'],
            groupDel: ['删除客户分组', 'Delete customer groups'],
            groupCount: ['预览分组人数', 'Preview group counts'],
          },
        ),
      ]),
      ...titled(
        {
          summary: customerRule.summary,
          configDetail: customerRule.configDetail,
          configUpdate: customerRule.configUpdate,
          all: customerRule.all,
        },
        {
          summary: ['今日工作（CRM 首页）', "Today's work (CRM home)"],
          configDetail: ['公海规则查看', 'Pool rules'],
          configUpdate: ['公海规则保存', 'Save pool rules'],
          all: ['全部客户（不限负责人）', 'All customers (any owner)'],
        },
      ),
    ]),
    group('crm/config', 'CRM 设置', 'CRM settings', [
      page(
        crmScreenRule.tag,
        '客户标签',
        'Customer tags',
        titled(crmTagRule, {
          group: ['标签组及其标签（选择标签时）', 'Tag groups with their tags (for pickers)'],
          taglist: ['标签列表', 'Tag list'],
        }),
      ),
      page(
        crmScreenRule.follow,
        '跟进方式',
        'Follow-up types',
        titled(crmTagRule, { followlist: ['跟进方式列表', 'Follow-up type list'] }),
      ),
      page(
        crmScreenRule.source,
        '客户来源',
        'Customer sources',
        titled(crmTagRule, { sourcelist: ['客户来源列表', 'Customer source list'] }),
      ),
      page(
        crmScreenRule.material,
        '营销素材',
        'Marketing materials',
        titled(crmMaterialRule, {
          list: ['素材列表', 'Material list'],
          detail: ['素材详情', 'Material details'],
          add: ['添加素材', 'Add materials'],
          update: ['编辑素材', 'Edit materials'],
          status: ['显示或隐藏素材', 'Show or hide materials'],
          del: ['删除素材', 'Delete materials'],
        }),
      ),
      // Tags, follow-up types and sources share these calls (docs/spec.md §7 `/crm/tag/*`): under the group,
      // so granting one of the three screens does not silently grant writing the other two.
      ...titled(crmTagRule, {
        add: ['添加标签、跟进方式或来源', 'Add tags, follow-up types or sources'],
        update: ['编辑标签、跟进方式或来源', 'Edit tags, follow-up types or sources'],
        status: ['显示或隐藏标签、跟进方式或来源', 'Show or hide tags, follow-up types or sources'],
        order: ['排序标签、跟进方式或来源', 'Reorder tags, follow-up types or sources'],
        del: ['删除标签、跟进方式或来源', 'Delete tags, follow-up types or sources'],
      }),
    ]),
    group('crm/sales', '销售', 'Sales', [
      page(crmScreenRule.product, '销售产品', 'Products', [
        route(crmScreenRule.productAdd, '添加产品', 'Add product'),
        route(crmScreenRule.productUpdate, '编辑产品', 'Edit product'),
      ]),
      page(crmScreenRule.service, '销售服务', 'Services'),
      // Products and services are one catalogue behind the same calls (docs/spec.md §7 `/crm/product/*`).
      ...titled(crmProductRule, {
        list: ['产品和服务列表', 'Product and service list'],
        detail: ['产品和服务详情', 'Product and service details'],
        add: ['添加产品和服务', 'Add products and services'],
        update: ['编辑产品和服务', 'Edit products and services'],
        status: ['上架或下架产品和服务', 'Put products and services on or off sale'],
        del: ['删除产品和服务', 'Delete products and services'],
      }),
    ]),
  ]),
  nav(agentScreenRule.index, '代理', 'Agents', 'handshake', [
    // The list and verify screens share controller/action with their list calls: one rule guards both.
    page(agentScreenRule.list, '代理列表', 'Agent list', [
      ...titled(
        {
          detail: agentUserRule.detail,
          add: agentUserRule.add,
          update: agentUserRule.update,
          delete: agentUserRule.delete,
        },
        {
          detail: ['查看代理', 'View agents'],
          add: ['添加代理', 'Add agents'],
          update: ['编辑代理', 'Edit agents'],
          delete: ['删除代理', 'Delete agents'],
        },
      ),
      ...titled(agentGroupRule, {
        list: ['代理分组列表', 'List agent groups'],
        detail: ['查看代理分组', 'View agent groups'],
        add: ['添加代理分组', 'Add agent groups'],
        update: ['编辑代理分组', 'Edit agent groups'],
        delete: ['删除代理分组', 'Delete agent groups'],
      }),
    ]),
    page(
      agentScreenRule.verify,
      '代理审核',
      'Agent verification',
      titled(
        {
          pass: agentUserRule.pass,
          reject: agentUserRule.reject,
          configdetail: agentUserRule.configdetail,
          configupdate: agentUserRule.configupdate,
        },
        {
          pass: ['通过代理申请', 'Pass applications'],
          reject: ['驳回代理申请', 'Reject applications'],
          configdetail: ['查看审核短信设置', 'View verification SMS settings'],
          configupdate: ['修改审核短信设置', 'Change verification SMS settings'],
        },
      ),
    ),
  ]),
  nav(platformScreenRule.index, '平台', 'Platform', 'boxes', [
    route(platformScreenRule.articleEdit, '文章编辑', 'Article editor'),
    // Moved here from the configuration module when the platform module was built; `content` keeps its
    // rule id, so roles granted it before keep it.
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
  nav(applyScreenRule.index, '应用', 'Applications', 'app-window', [
    ...titled(wxworkAccountRule, {
      list: ['企业微信账号列表', 'List enterprise WeChat accounts'],
      detail: ['查看企业微信账号', 'View enterprise WeChat accounts'],
      add: ['添加企业微信账号', 'Add enterprise WeChat accounts'],
      update: ['编辑企业微信账号', 'Edit enterprise WeChat accounts'],
      del: ['删除企业微信账号', 'Delete enterprise WeChat accounts'],
    }),
  ]),
  nav(notifyScreenRule.index, '通知', 'Notifications', 'bell', [
    group('notify/sms', '短信', 'SMS', [
      page(notifyScreenRule.smsList, '短信记录', 'SMS log', apiRules(smsRule, '短信', 'SMS')),
      page(
        notifyScreenRule.smsTemplate,
        '短信模板',
        'SMS templates',
        apiRules(smsTemplateRule, '短信', 'SMS'),
      ),
    ]),
    group('notify/email', '邮件', 'E-mail', [
      page(notifyScreenRule.emailList, '邮件记录', 'E-mail log', apiRules(emailRule, '邮件', 'E-mail')),
    ]),
    // The overview's figures: what the index screen calls besides the settings of each channel.
    ...apiRules({ sms: notifyStatsRule.sms }, '短信', 'SMS'),
    ...apiRules({ email: notifyStatsRule.email }, '邮件', 'E-mail'),
  ]),
  nav(aiScreenRule.index, 'AI 助手', 'AI', 'sparkles', [
    {
      kind: 'api',
      ...splitRuleKey(aiRule.config_detail),
      title: 'AI 服务商设置查看',
      titleEn: 'AI provider settings: view',
    },
    {
      kind: 'api',
      ...splitRuleKey(aiRule.config_update),
      title: 'AI 服务商设置修改',
      titleEn: 'AI provider settings: change',
    },
    { kind: 'api', ...splitRuleKey(aiRule.chat), title: 'AI 对话', titleEn: 'AI chat' },
  ]),
];
