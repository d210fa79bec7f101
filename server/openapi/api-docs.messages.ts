/** The API reference page's words (server/openapi/api-docs-page.ts), spread into server/messages.ts. */
export const apiDocsZh = {
  'apiDocs.title': 'API 参考',
  'apiDocs.intro':
    '控制台调用的每个接口，品牌自己的系统（ERP、官网、脚本）也可以调用。除特别说明外，接口均为 POST，请求体为 JSON，应答均为 HTTP 200 和 { code, message, data }：code 0 成功，1 被拒绝（参数错误时 data.fields 列出每个字段），401 未登录或登录已过期，403 无权限。',
  'apiDocs.signIn':
    '先用 POST /auth/brandmanager/userpwd.html 登录，再用 POST /auth/brand/userselectbrand.html 选择品牌，之后每次调用都带上 Authorization: Bearer <token> 和 BrandId: <品牌 id>。',
  'apiDocs.document': '机器可读的 OpenAPI 3.1 文档',
  'apiDocs.otherLanguage': 'English',
  'apiDocs.groups': '接口分组',
  'apiDocs.calls': '全部接口',
  'apiDocs.method': '方法',
  'apiDocs.path': '路径',
  'apiDocs.count': '共 {n} 个接口',
  'apiDocs.public': '公开：无需登录',
  'apiDocs.memberOnly': '需要登录{brand}；任何成员均可调用，无需权限',
  'apiDocs.inBrand': '并选择品牌',
  'apiDocs.needsRule': '需要登录{brand}，并需要权限 {rule}（{title}）；品牌所有者拥有全部权限',
  'apiDocs.rule': '权限',
  'apiDocs.headers': '请求头',
  'apiDocs.request': '请求',
  'apiDocs.query': '参数（路径与查询）',
  'apiDocs.multipart': 'multipart/form-data 表单（流式上传）',
  'apiDocs.noInput': '无需参数',
  'apiDocs.answer': '应答 data',
  'apiDocs.answerType': '应答类型：{type}',
  'apiDocs.codes': '可能的 code',
  'apiDocs.field': '字段',
  'apiDocs.type': '类型',
  'apiDocs.required': '必填',
  'apiDocs.notes': '说明',
  'apiDocs.yes': '是',
  'apiDocs.no': '否',
  'apiDocs.schemas': '数据结构',
  'apiDocs.site':
    '品牌官网读取已发布内容：无需登录，任何来源均可读取。每个应答带 ETag，用 If-None-Match 再次请求时，在品牌重新发布之前得到 304。',
  'apiDocs.xsrf':
    '浏览器（带 Cookie）调用时须带 X-XSRF-TOKEN（等于 XSRF-TOKEN Cookie），脚本和服务器不带 Cookie 时无需',
};

export const apiDocsEn: Record<keyof typeof apiDocsZh, string> = {
  'apiDocs.title': 'API reference',
  'apiDocs.intro':
    'Every call the console makes, for a brand’s own systems (an ERP, a site, a script) to make too. Calls are POST with a JSON body unless said otherwise, and every answer is HTTP 200 with { code, message, data }: code 0 success, 1 refused (bad input lists each field in data.fields), 401 no or expired session, 403 no right.',
  'apiDocs.signIn':
    'Sign in with POST /auth/brandmanager/userpwd.html, choose a brand with POST /auth/brand/userselectbrand.html, then send Authorization: Bearer <token> and BrandId: <brand id> on every call.',
  'apiDocs.document': 'The OpenAPI 3.1 document, for machines',
  'apiDocs.otherLanguage': '中文',
  'apiDocs.groups': 'Groups of calls',
  'apiDocs.calls': 'Every call',
  'apiDocs.method': 'Method',
  'apiDocs.path': 'Path',
  'apiDocs.count': '{n} calls',
  'apiDocs.public': 'Public: no session needed',
  'apiDocs.memberOnly': 'Needs a session{brand}; any member may call it, no rule needed',
  'apiDocs.inBrand': ' in a chosen brand',
  'apiDocs.needsRule':
    'Needs a session{brand} and the rule {rule} ({title}); the brand’s owner holds every rule',
  'apiDocs.rule': 'Rule',
  'apiDocs.headers': 'Headers',
  'apiDocs.request': 'Request',
  'apiDocs.query': 'Parameters (path and query)',
  'apiDocs.multipart': 'A multipart/form-data form (streamed upload)',
  'apiDocs.noInput': 'Takes no input',
  'apiDocs.answer': 'Answer data',
  'apiDocs.answerType': 'Answers {type}',
  'apiDocs.codes': 'Codes it can answer',
  'apiDocs.field': 'Field',
  'apiDocs.type': 'Type',
  'apiDocs.required': 'Required',
  'apiDocs.notes': 'Notes',
  'apiDocs.yes': 'yes',
  'apiDocs.no': 'no',
  'apiDocs.schemas': 'Data structures',
  'apiDocs.site':
    'The brand’s own site reads its published content here: no session, any origin. Every answer has an ETag; asking again with If-None-Match answers 304 until the brand publishes again.',
  'apiDocs.xsrf':
    'A browser call (with cookies) sends X-XSRF-TOKEN equal to the XSRF-TOKEN cookie; scripts and servers sending no cookies leave it out',
};
