import { sitePrefix } from '../../contract/site.ts';
import { siteTag } from './doc-labels.ts';

// The document's words that no schema or rule holds: a summary for each call whose rule has no title of
// its own (or shares its rule's title with another call), and what each group of calls is for. The
// document is English; the reference page shows these as they are.

/** Summaries by `METHOD path` (Hono's path), over the rule's title. */
export const operationSummaries: Record<string, string> = {
  'GET /healthz': 'Is the process alive',
  'GET /readyz': 'Is the process ready for calls',
  'GET /site/:brandId/articles.json': 'Published articles, a page at a time',
  'GET /site/:brandId/article/:file': 'One published article',
  'GET /site/:brandId/page/:file': 'One published page',
  'GET /site/:brandId/slides.json': 'Published slides',
  'GET /site/:brandId/links.json': 'Published friend links',
  'GET /verifycode.html': 'Get a captcha picture',
  'GET /verifycode/audio.html': 'Hear the current captcha',
  'POST /auth/brandmanager/loginstate.html': 'What the next sign-in needs',
  'POST /auth/brandmanager/userpwd.html': 'Sign in',
  'POST /brand/change/undo.html': 'Take a change back',
  'POST /auth/brandmanager/logout.html': 'Sign out',
  'POST /auth/brand/userbrandlist.html': 'My brands',
  'POST /auth/brand/userselectbrand.html': 'Choose a brand',
  'POST /brand/manage/body.html': 'The console frame: me, my brand and my menu',
  'POST /brand/manage/cache.html': 'Clear the server’s caches',
  'POST /brand/manage/usermenu.html': 'My menu',
  'POST /brand/manage/userpwd.html': 'Change my password',
  'POST /brand/manage/client_error.html': 'Report a console error',
  'POST /brand/manage/userinfo.html': 'Update my profile',
  'POST /brand/manage/overview.html': 'Home page figures',
  'POST /brand/manage/today.html': 'What is due today',
  'POST /brand/manage/signin_list.html': 'My recent sign-ins',
  'POST /brand/manage/session_list.html': 'My open sessions',
  'POST /brand/manage/session_revoke_others.html': 'Sign out my other sessions',
  'POST /brand/manage/message_list.html': 'My messages',
  'POST /brand/manage/message_count.html': 'How many messages are unread',
  'POST /brand/manage/message_read.html': 'Mark messages read',
  'GET /brand/manage/events.html': 'The console’s live events',
  'GET /brand/upload/private.html': 'Read a private file',
  'POST /brand/area/child_list.html': 'The areas under an area',
  'POST /brand/area/init.html': 'An area and the areas above it',
  'GET /upload/ueconfig.html': 'Upload settings for the rich-text editor',
  'GET /uploads/*': 'A stored file',
  'POST /crm/customer/owners.html': 'Members who own customers',
  'GET /bench/hello.html': 'A bare answer, for the benchmark',
  'GET /api/openapi.json': 'This document',
  'GET /api/docs': 'This document as a page',
  'GET /api/docs/api-docs.css': 'The reference page’s style sheet',
};

/** What each group of calls (a tag: the path without its last part) is for. */
export const tagDescriptions: Record<string, string> = {
  '/': 'The server itself: liveness and readiness for a load balancer, and the captcha a sign-in may need.',
  '/agent': 'Agents at a glance: the figures of the agents’ home.',
  '/agent/group': 'Agent groups (levels): the commission each group earns and who is in it.',
  '/agent/user': 'Agents: people who sell for the brand, from application through verification to approval.',
  '/api': 'This document, as JSON and as a page.',
  '/api/article': 'Articles of the brand’s site and the categories they are filed under.',
  '/api/docs': 'The reference page’s own files.',
  '/api/email': 'E-mail: the sending account, templates, drafts, sending and the delivery log.',
  '/api/friendlink': 'Friend links of the brand’s site and their categories.',
  '/api/page': 'Single pages of the brand’s site (about us, contact…).',
  '/api/slide': 'Slides of the brand’s site, by position.',
  '/apply': 'Applications at a glance: the figures of the applications’ home.',
  '/auth/brand':
    'After signing in: the brands the member belongs to, and choosing the one the session acts in.',
  '/auth/brandmanager':
    'Signing in and out. A sign-in may need a captcha: `POST /auth/brandmanager/loginstate.html` says whether; then `GET /verifycode.html` sets the captcha cookie and the answer goes in the sign-in’s `verifycode` field.',
  '/bench': 'Benchmark helpers, mounted only when the server runs a benchmark.',
  '/brand/adminuser': 'The brand’s members (administrators): who may sign in, with which role.',
  '/brand/ai': 'The AI writing assistant: its provider settings and the chat it streams.',
  '/brand/area': 'The administrative areas (province, city, district) forms pick addresses from.',
  '/brand/audit': 'The audit log: who changed what in the brand, and when.',
  '/brand/change':
    'Taking a change back: the `undo` handle an undoable write answers with (beside `data`) names the change to send to `undo.html`, within 30 minutes.',
  '/brand/config':
    'The brand’s settings, by group (brand, attachments, technical, documents), saved with `update.html`.',
  '/brand/manage':
    'The signed-in member’s own things: the console frame, menu, password, sessions and messages.',
  '/brand/role': 'Roles: named sets of rules that members are given.',
  '/brand/sms': 'Text messages: the provider, templates, sending and the delivery log.',
  '/brand/upload': 'The brand’s media library: uploading files and listing, reading and deleting them.',
  '/crm/customer':
    'Customers: the member’s own, the shared pool and the lost, with follow-ups, groups, import and export.',
  '/crm/material': 'Sales materials members share with customers.',
  '/crm/product': 'Products and services customers can be interested in.',
  '/crm/tag': 'Tags, follow-up types and customer sources: the CRM’s own lists.',
  '/upload': 'What the rich-text editor needs to upload.',
  '/uploads': 'Uploaded files, as stored (local storage only).',
  '/verifycode': 'The captcha, for those who cannot read it.',
  '/wxwork/account': 'Enterprise WeChat accounts the brand sends from.',
  [siteTag]: `The brand's own site reads its published content here: \`GET ${sitePrefix}/<brandId>/*.json\`, no session, any origin. Every answer has an ETag; \`If-None-Match\` with it answers 304 until the brand publishes again.`,
};
