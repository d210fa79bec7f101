import { articleRule } from '../../../contract/article.ts';
import { friendLinkRule } from '../../../contract/friend-link.ts';
import { pageRule } from '../../../contract/page.ts';
import { platformScreenRule } from '../../../contract/platform.ts';
import { slideRule } from '../../../contract/slide.ts';
import { apiGroup, apiTitled, nav, type RuleSeed, route } from '../../db/rule-builders.ts';

/** The Platform module's part of the rule tree (its menu entry, screens and endpoints). */
export const platformRules: RuleSeed = nav(platformScreenRule.index, '平台', 'Platform', 'boxes', [
  route(platformScreenRule.articleEdit, '文章编辑', 'Article editor'),
  // These were once in the configuration module; `content` keeps its rule id.
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
]);
