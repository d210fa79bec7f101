import { articleRule } from '../../../contract/article.ts';
import { friendLinkRule } from '../../../contract/friend-link.ts';
import { pageRule } from '../../../contract/page.ts';
import { platformScreenRule } from '../../../contract/platform.ts';
import { slideRule } from '../../../contract/slide.ts';
import { apiGroup, nav, type RuleSeed, route, titled } from '../../db/rule-builders.ts';

/** The Platform module's part of the rule tree (its menu entry, screens and endpoints). */
export const platformRules: RuleSeed = nav(platformScreenRule.index, '平台', 'Platform', 'boxes', [
  route(platformScreenRule.articleEdit, '文章编辑', 'Article editor'),
  // These were once in the configuration module; `content` keeps its rule id.
  apiGroup('content', '内容管理', 'Content', [
    apiGroup(
      'content/article_node',
      '文章分类',
      'Article categories',
      titled(articleRule, {
        node_list: ['查看文章分类', 'View article categories'],
        node_menu: ['选择文章分类', 'Pick article categories'],
        node_detail: ['文章分类详情', 'Article category details'],
        node_add: ['添加文章分类', 'Add article categories'],
        node_update: ['编辑文章分类', 'Edit article categories'],
        node_status: ['显示或隐藏文章分类', 'Show or hide article categories'],
        node_del: ['删除文章分类', 'Delete article categories'],
      }),
    ),
    apiGroup(
      'content/article',
      '文章',
      'Articles',
      titled(articleRule, {
        list: ['查看文章列表', 'View the article list'],
        detail: ['文章详情', 'Article details'],
        add: ['写文章', 'Write articles'],
        update: ['编辑文章', 'Edit articles'],
        status: ['发布或撤回文章', 'Publish or unpublish articles'],
        order: ['文章排序', 'Reorder articles'],
        node: ['移动文章到分类', 'Move articles to a category'],
        del: ['删除文章', 'Delete articles'],
      }),
    ),
    apiGroup(
      'content/page',
      '单页',
      'Pages',
      titled(pageRule, {
        list: ['查看单页列表', 'View the page list'],
        detail: ['单页详情', 'Page details'],
        add: ['添加单页', 'Add pages'],
        update: ['编辑单页', 'Edit pages'],
        status: ['显示或隐藏单页', 'Show or hide pages'],
        del: ['删除单页', 'Delete pages'],
      }),
    ),
    apiGroup(
      'content/slide',
      '幻灯片',
      'Slides',
      titled(slideRule, {
        list: ['查看幻灯片', 'View slides'],
        detail: ['幻灯片详情', 'Slide details'],
        add: ['添加幻灯片', 'Add slides'],
        update: ['编辑幻灯片（含排序、显示）', 'Edit slides (order and display too)'],
        del: ['删除幻灯片', 'Delete slides'],
      }),
    ),
    apiGroup(
      'content/friendlink',
      '友情链接',
      'Friend links',
      titled(friendLinkRule, {
        list: ['查看友情链接', 'View friend links'],
        detail: ['友情链接详情', 'Friend link details'],
        add: ['添加友情链接', 'Add friend links'],
        update: ['编辑友情链接', 'Edit friend links'],
        order: ['友情链接排序', 'Reorder friend links'],
        status: ['显示或隐藏友情链接', 'Show or hide friend links'],
        del: ['删除友情链接', 'Delete friend links'],
        node_list: ['查看链接分类', 'View link categories'],
        node_update: ['添加或编辑链接分类', 'Add or edit link categories'],
        node_del: ['删除链接分类', 'Delete link categories'],
      }),
    ),
  ]),
]);
