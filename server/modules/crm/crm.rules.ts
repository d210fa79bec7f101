import { crmScreenRule } from '../../../contract/crm.ts';
import { crmMaterialRule } from '../../../contract/crm-material.ts';
import { crmProductRule } from '../../../contract/crm-product.ts';
import { crmTagRule } from '../../../contract/crm-tag.ts';
import { customerRule, customerScreenRule } from '../../../contract/customer.ts';
import { group, nav, page, type RuleSeed, route, titled } from '../../db/rule-builders.ts';

/** The CRM module's part of the rule tree (its menu entry, screens and endpoints). */
export const crmRules: RuleSeed = nav(crmScreenRule.index, '客户关系', 'CRM', 'users', [
  group('crm/customer', '客户', 'Customers', [
    // The list, lost, pool and portrait screens share controller/action with their list calls.
    page(customerScreenRule.list, '客户列表', 'Customer list', [
      ...titled(customerRule, {
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
      }),
    ]),
    page(customerScreenRule.lost, '流失客户', 'Lost customers', [
      ...titled({ restore: customerRule.restore }, { restore: ['恢复流失客户', 'Restore lost customers'] }),
    ]),
    page(customerScreenRule.pool, '公海客户', 'Customer pool', [
      ...titled({ claim: customerRule.claim }, { claim: ['领取公海客户', 'Claim customers from the pool'] }),
    ]),
    page(customerScreenRule.portrait, '客户画像', 'Customer portrait'),
    page(customerScreenRule.group, '客户分组', 'Customer groups', [
      ...titled(customerRule, {
        groupList: ['客户分组列表', 'Customer group list'],
        groupDetail: ['客户分组详情', 'Customer group details'],
        groupAdd: ['添加客户分组', 'Add customer groups'],
        groupUpdate: ['编辑客户分组', 'Edit customer groups'],
        groupDel: ['删除客户分组', 'Delete customer groups'],
        groupCount: ['预览分组人数', 'Preview group counts'],
      }),
    ]),
    ...titled(customerRule, {
      summary: ['今日工作（CRM 首页）', "Today's work (CRM home)"],
      configDetail: ['公海规则查看', 'Pool rules'],
      configUpdate: ['公海规则保存', 'Save pool rules'],
      all: ['全部客户（不限负责人）', 'All customers (any owner)'],
    }),
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
]);
