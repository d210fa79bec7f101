// Written by `npm run client:types` from GET /api/openapi.json: do not edit.
export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Is the process alive
     * @description Public: no session needed.
     */
    get: operations['get_healthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Is the process ready for calls
     * @description Public: no session needed.
     */
    get: operations['get_readyz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site/{brandId}/articles.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Published articles, a page at a time
     * @description Public, read-only: no session. Answers are cached per brand until it publishes again.
     */
    get: operations['get_site_brandId_articles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site/{brandId}/article/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One published article
     * @description Public, read-only: no session. Answers are cached per brand until it publishes again.
     */
    get: operations['get_site_brandId_article_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site/{brandId}/page/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One published page
     * @description Public, read-only: no session. Answers are cached per brand until it publishes again.
     */
    get: operations['get_site_brandId_page_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site/{brandId}/slides.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Published slides
     * @description Public, read-only: no session. Answers are cached per brand until it publishes again.
     */
    get: operations['get_site_brandId_slides'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site/{brandId}/links.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Published friend links
     * @description Public, read-only: no session. Answers are cached per brand until it publishes again.
     */
    get: operations['get_site_brandId_links'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/body.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The console frame: me, my brand and my menu
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_body'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/cache.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Clear the server’s caches
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_cache'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/usermenu.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * My menu
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_usermenu'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/userpwd.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change my password
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_userpwd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/client_error.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a console error
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_client_error'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/userinfo.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update my profile
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_userinfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/overview.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Home page figures
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_overview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/today.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What is due today
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_today'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/signin_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * My recent sign-ins
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_signin_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/session_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * My open sessions
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_session_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/session_revoke_others.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out my other sessions
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_session_revoke_others'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/configdetail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: settings
     * @description Needs a session in a chosen brand; the rule `brand/sms/configdetail` (SMS: settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_configdetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/configupdate.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: save settings
     * @description Needs a session in a chosen brand; the rule `brand/sms/configupdate` (SMS: save settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_configupdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/templatelist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: template list
     * @description Needs a session in a chosen brand; the rule `brand/sms/templatelist` (SMS: template list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_templatelist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/templatedetail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: template details
     * @description Needs a session in a chosen brand; the rule `brand/sms/templatedetail` (SMS: template details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_templatedetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/templateadd.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: add template
     * @description Needs a session in a chosen brand; the rule `brand/sms/templateadd` (SMS: add template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_templateadd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/templateupdate.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: edit template
     * @description Needs a session in a chosen brand; the rule `brand/sms/templateupdate` (SMS: edit template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_templateupdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/templatestatus.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: enable or disable template
     * @description Needs a session in a chosen brand; the rule `brand/sms/templatestatus` (SMS: enable or disable template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_templatestatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/templatedel.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * SMS: delete template
     * @description Needs a session in a chosen brand; the rule `brand/sms/templatedel` (SMS: delete template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_brand_sms_templatedel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/send.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: send
     * @description Needs a session in a chosen brand; the rule `brand/sms/send` (SMS: send), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/send_preview.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: send
     * @description Needs a session in a chosen brand; the rule `brand/sms/send` (SMS: send), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_send_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/repeat.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: resend
     * @description Needs a session in a chosen brand; the rule `brand/sms/repeat` (SMS: resend), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_repeat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: list
     * @description Needs a session in a chosen brand; the rule `brand/sms/list` (SMS: list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/sms/stats.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * SMS: stats
     * @description Needs a session in a chosen brand; the rule `brand/sms/stats` (SMS: stats), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_sms_stats'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/config_detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: settings
     * @description Needs a session in a chosen brand; the rule `api/email/config_detail` (E-mail: settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_config_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/config_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: save settings
     * @description Needs a session in a chosen brand; the rule `api/email/config_update` (E-mail: save settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_config_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/testmail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: test e-mail
     * @description Needs a session in a chosen brand; the rule `api/email/testmail` (E-mail: test e-mail), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_testmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/template_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: template list
     * @description Needs a session in a chosen brand; the rule `api/email/template_list` (E-mail: template list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_template_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/template_detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: template details
     * @description Needs a session in a chosen brand; the rule `api/email/template_detail` (E-mail: template details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_template_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/template_add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: add template
     * @description Needs a session in a chosen brand; the rule `api/email/template_add` (E-mail: add template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_template_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/template_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: edit template
     * @description Needs a session in a chosen brand; the rule `api/email/template_update` (E-mail: edit template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_template_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/template_status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: enable or disable template
     * @description Needs a session in a chosen brand; the rule `api/email/template_status` (E-mail: enable or disable template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_template_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/template_del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * E-mail: delete template
     * @description Needs a session in a chosen brand; the rule `api/email/template_del` (E-mail: delete template), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_email_template_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: add
     * @description Needs a session in a chosen brand; the rule `api/email/add` (E-mail: add), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: update
     * @description Needs a session in a chosen brand; the rule `api/email/update` (E-mail: update), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * E-mail: delete
     * @description Needs a session in a chosen brand; the rule `api/email/del` (E-mail: delete), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_email_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: detail
     * @description Needs a session in a chosen brand; the rule `api/email/detail` (E-mail: detail), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/draft_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: draft list
     * @description Needs a session in a chosen brand; the rule `api/email/draft_list` (E-mail: draft list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_draft_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/user.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: recipients
     * @description Needs a session in a chosen brand; the rule `api/email/user` (E-mail: recipients), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_user'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/send.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: send
     * @description Needs a session in a chosen brand; the rule `api/email/send` (E-mail: send), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/send_preview.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: send
     * @description Needs a session in a chosen brand; the rule `api/email/send` (E-mail: send), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_send_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: list
     * @description Needs a session in a chosen brand; the rule `api/email/list` (E-mail: list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/repeat.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: resend
     * @description Needs a session in a chosen brand; the rule `api/email/repeat` (E-mail: resend), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_repeat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/stats.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail: stats
     * @description Needs a session in a chosen brand; the rule `api/email/stats` (E-mail: stats), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_email_stats'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Agent list
     * @description Needs a session in a chosen brand; the rule `agent/user/list` (Agent list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View agents
     * @description Needs a session in a chosen brand; the rule `agent/user/detail` (View agents), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add agents
     * @description Needs a session in a chosen brand; the rule `agent/user/add` (Add agents), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit agents
     * @description Needs a session in a chosen brand; the rule `agent/user/update` (Edit agents), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/delete.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete agents
     * @description Needs a session in a chosen brand; the rule `agent/user/delete` (Delete agents), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_agent_user_delete'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/verify.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Agent verification
     * @description Needs a session in a chosen brand; the rule `agent/user/verify` (Agent verification), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/pass.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pass applications
     * @description Needs a session in a chosen brand; the rule `agent/user/pass` (Pass applications), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_pass'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/reject.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject applications
     * @description Needs a session in a chosen brand; the rule `agent/user/reject` (Reject applications), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/configdetail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View verification SMS settings
     * @description Needs a session in a chosen brand; the rule `agent/user/configdetail` (View verification SMS settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_configdetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/user/configupdate.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change verification SMS settings
     * @description Needs a session in a chosen brand; the rule `agent/user/configupdate` (Change verification SMS settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_user_configupdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/group/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List agent groups
     * @description Needs a session in a chosen brand; the rule `agent/group/list` (List agent groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_group_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/group/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View agent groups
     * @description Needs a session in a chosen brand; the rule `agent/group/detail` (View agent groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_group_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/group/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add agent groups
     * @description Needs a session in a chosen brand; the rule `agent/group/add` (Add agent groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_group_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/group/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit agent groups
     * @description Needs a session in a chosen brand; the rule `agent/group/update` (Edit agent groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_group_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/group/delete.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete agent groups
     * @description Needs a session in a chosen brand; the rule `agent/group/delete` (Delete agent groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_agent_group_delete'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agent/summary.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Agents
     * @description Needs a session in a chosen brand; the rule `agent/index` (Agents), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_agent_summary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/ai/config_detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * AI provider settings: view
     * @description Needs a session in a chosen brand; the rule `brand/ai/config_detail` (AI provider settings: view), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_ai_config_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/ai/config_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * AI provider settings: change
     * @description Needs a session in a chosen brand; the rule `brand/ai/config_update` (AI provider settings: change), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_ai_config_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/ai/chat.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * AI chat
     * @description Needs a session in a chosen brand; the rule `brand/ai/chat` (AI chat), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_ai_chat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wxwork/account/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List enterprise WeChat accounts
     * @description Needs a session in a chosen brand; the rule `wxwork/account/list` (List enterprise WeChat accounts), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_wxwork_account_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wxwork/account/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View enterprise WeChat accounts
     * @description Needs a session in a chosen brand; the rule `wxwork/account/detail` (View enterprise WeChat accounts), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_wxwork_account_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wxwork/account/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add enterprise WeChat accounts
     * @description Needs a session in a chosen brand; the rule `wxwork/account/add` (Add enterprise WeChat accounts), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_wxwork_account_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wxwork/account/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit enterprise WeChat accounts
     * @description Needs a session in a chosen brand; the rule `wxwork/account/update` (Edit enterprise WeChat accounts), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_wxwork_account_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wxwork/account/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete enterprise WeChat accounts
     * @description Needs a session in a chosen brand; the rule `wxwork/account/del` (Delete enterprise WeChat accounts), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_wxwork_account_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/apply/summary.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Applications
     * @description Needs a session in a chosen brand; the rule `apply/index` (Applications), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_apply_summary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/config/brand.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Brand config: brand
     * @description Needs a session in a chosen brand; the rule `brand/config/brand` (Brand config: brand), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_config_brand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/config/attach.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Brand config: attach
     * @description Needs a session in a chosen brand; the rule `brand/config/attach` (Brand config: attach), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_config_attach'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/config/tech.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Brand config: tech
     * @description Needs a session in a chosen brand; the rule `brand/config/tech` (Brand config: tech), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_config_tech'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/config/document.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Brand config: document
     * @description Needs a session in a chosen brand; the rule `brand/config/document` (Brand config: document), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_config_document'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/config/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Brand config: update
     * @description Needs a session in a chosen brand; the rule `brand/config/update` (Brand config: update), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_config_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/area/child_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The areas under an area
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_area_child_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/area/init.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An area and the areas above it
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_area_init'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add tags, follow-up types or sources
     * @description Needs a session in a chosen brand; the rule `crm/tag/add` (Add tags, follow-up types or sources), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit tags, follow-up types or sources
     * @description Needs a session in a chosen brand; the rule `crm/tag/update` (Edit tags, follow-up types or sources), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Show or hide tags, follow-up types or sources
     * @description Needs a session in a chosen brand; the rule `crm/tag/status` (Show or hide tags, follow-up types or sources), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete tags, follow-up types or sources
     * @description Needs a session in a chosen brand; the rule `crm/tag/del` (Delete tags, follow-up types or sources), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_crm_tag_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/group.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Tag groups with their tags (for pickers)
     * @description Needs a session in a chosen brand; the rule `crm/tag/group` (Tag groups with their tags (for pickers)), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_group'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/taglist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Tag list
     * @description Needs a session in a chosen brand; the rule `crm/tag/taglist` (Tag list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_taglist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/followlist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follow-up type list
     * @description Needs a session in a chosen brand; the rule `crm/tag/followlist` (Follow-up type list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_followlist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/sourcelist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer source list
     * @description Needs a session in a chosen brand; the rule `crm/tag/sourcelist` (Customer source list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_sourcelist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/tag/order.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reorder tags, follow-up types or sources
     * @description Needs a session in a chosen brand; the rule `crm/tag/order` (Reorder tags, follow-up types or sources), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_tag_order'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/material/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Material list
     * @description Needs a session in a chosen brand; the rule `crm/material/list` (Material list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_material_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/material/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Material details
     * @description Needs a session in a chosen brand; the rule `crm/material/detail` (Material details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_material_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/material/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add materials
     * @description Needs a session in a chosen brand; the rule `crm/material/add` (Add materials), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_material_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/material/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit materials
     * @description Needs a session in a chosen brand; the rule `crm/material/update` (Edit materials), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_material_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/material/status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Show or hide materials
     * @description Needs a session in a chosen brand; the rule `crm/material/status` (Show or hide materials), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_material_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/material/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete materials
     * @description Needs a session in a chosen brand; the rule `crm/material/del` (Delete materials), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_crm_material_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/product/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Product and service list
     * @description Needs a session in a chosen brand; the rule `crm/product/list` (Product and service list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_product_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/product/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Product and service details
     * @description Needs a session in a chosen brand; the rule `crm/product/detail` (Product and service details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_product_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/product/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add products and services
     * @description Needs a session in a chosen brand; the rule `crm/product/add` (Add products and services), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_product_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/product/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit products and services
     * @description Needs a session in a chosen brand; the rule `crm/product/update` (Edit products and services), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_product_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/product/status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put products and services on or off sale
     * @description Needs a session in a chosen brand; the rule `crm/product/status` (Put products and services on or off sale), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_product_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/product/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete products and services
     * @description Needs a session in a chosen brand; the rule `crm/product/del` (Delete products and services), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_crm_product_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer list
     * @description Needs a session in a chosen brand; the rule `crm/customer/list` (Customer list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/pool.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer pool
     * @description Needs a session in a chosen brand; the rule `crm/customer/pool` (Customer pool), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_pool'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/lost.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lost customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/lost` (Lost customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_lost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/detail` (View customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/owners.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Members who own customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/list` (Customer list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_owners'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/claim.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim customers from the pool
     * @description Needs a session in a chosen brand; the rule `crm/customer/claim` (Claim customers from the pool), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_claim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/release.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Release customers to the pool
     * @description Needs a session in a chosen brand; the rule `crm/customer/release` (Release customers to the pool), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_release'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/config_detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pool rules
     * @description Needs a session in a chosen brand; the rule `crm/customer/config_detail` (Pool rules), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_config_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/add` (Add customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/update` (Edit customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/del` (Delete customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_crm_customer_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/assign.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Assign customers to members
     * @description Needs a session in a chosen brand; the rule `crm/customer/assign` (Assign customers to members), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_assign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/lose.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark customers lost
     * @description Needs a session in a chosen brand; the rule `crm/customer/lose` (Mark customers lost), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_lose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/restore.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore lost customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/restore` (Restore lost customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/tag.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Tag customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/tag` (Tag customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_tag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/follow_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer timeline
     * @description Needs a session in a chosen brand; the rule `crm/customer/follow_list` (Customer timeline), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_follow_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/follow_add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add follow-ups
     * @description Needs a session in a chosen brand; the rule `crm/customer/follow_add` (Add follow-ups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_follow_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/config_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save pool rules
     * @description Needs a session in a chosen brand; the rule `crm/customer/config_update` (Save pool rules), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_config_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/column_detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read list column settings
     * @description Needs a session in a chosen brand; the rule `crm/customer/column_detail` (Read list column settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_column_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/column_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save list column settings
     * @description Needs a session in a chosen brand; the rule `crm/customer/column_update` (Save list column settings), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_column_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/group_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer group list
     * @description Needs a session in a chosen brand; the rule `crm/customer/group_list` (Customer group list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_group_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/group_detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer group details
     * @description Needs a session in a chosen brand; the rule `crm/customer/group_detail` (Customer group details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_group_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/group_count.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Preview group counts
     * @description Needs a session in a chosen brand; the rule `crm/customer/group_count` (Preview group counts), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_group_count'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/group_add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add customer groups
     * @description Needs a session in a chosen brand; the rule `crm/customer/group_add` (Add customer groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_group_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/group_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit customer groups
     * @description Needs a session in a chosen brand; the rule `crm/customer/group_update` (Edit customer groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_group_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/group_del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete customer groups
     * @description Needs a session in a chosen brand; the rule `crm/customer/group_del` (Delete customer groups), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_crm_customer_group_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/portrait.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer portrait
     * @description Needs a session in a chosen brand; the rule `crm/customer/portrait` (Customer portrait), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_portrait'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/summary.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Today's work (CRM home)
     * @description Needs a session in a chosen brand; the rule `crm/customer/summary` (Today's work (CRM home)), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_summary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/import.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/import` (Import customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/import_status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import progress
     * @description Needs a session in a chosen brand; the rule `crm/customer/import_status` (Import progress), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_import_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/crm/customer/export.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export customers
     * @description Needs a session in a chosen brand; the rule `crm/customer/export` (Export customers), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_crm_customer_export'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/message_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * My messages
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_message_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/message_count.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * How many messages are unread
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_message_count'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/message_read.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark messages read
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_manage_message_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View article categories
     * @description Needs a session in a chosen brand; the rule `api/article/node_list` (View article categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_node_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node_menu.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pick article categories
     * @description Needs a session in a chosen brand; the rule `api/article/node_menu` (Pick article categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_node_menu'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node_detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Article category details
     * @description Needs a session in a chosen brand; the rule `api/article/node_detail` (Article category details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_node_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node_add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add article categories
     * @description Needs a session in a chosen brand; the rule `api/article/node_add` (Add article categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_node_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit article categories
     * @description Needs a session in a chosen brand; the rule `api/article/node_update` (Edit article categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_node_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node_status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Show or hide article categories
     * @description Needs a session in a chosen brand; the rule `api/article/node_status` (Show or hide article categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_node_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node_del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete article categories
     * @description Needs a session in a chosen brand; the rule `api/article/node_del` (Delete article categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_article_node_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View the article list
     * @description Needs a session in a chosen brand; the rule `api/article/list` (View the article list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Article details
     * @description Needs a session in a chosen brand; the rule `api/article/detail` (Article details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write articles
     * @description Needs a session in a chosen brand; the rule `api/article/add` (Write articles), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit articles
     * @description Needs a session in a chosen brand; the rule `api/article/update` (Edit articles), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish or unpublish articles
     * @description Needs a session in a chosen brand; the rule `api/article/status` (Publish or unpublish articles), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/order.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reorder articles
     * @description Needs a session in a chosen brand; the rule `api/article/order` (Reorder articles), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_order'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/node.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move articles to a category
     * @description Needs a session in a chosen brand; the rule `api/article/node` (Move articles to a category), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_article_node'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete articles
     * @description Needs a session in a chosen brand; the rule `api/article/del` (Delete articles), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_article_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View the page list
     * @description Needs a session in a chosen brand; the rule `api/page/list` (View the page list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_page_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Page details
     * @description Needs a session in a chosen brand; the rule `api/page/detail` (Page details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_page_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add pages
     * @description Needs a session in a chosen brand; the rule `api/page/add` (Add pages), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_page_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit pages
     * @description Needs a session in a chosen brand; the rule `api/page/update` (Edit pages), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_page_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Show or hide pages
     * @description Needs a session in a chosen brand; the rule `api/page/status` (Show or hide pages), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_page_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete pages
     * @description Needs a session in a chosen brand; the rule `api/page/del` (Delete pages), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_page_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/slide/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View slides
     * @description Needs a session in a chosen brand; the rule `api/slide/list` (View slides), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_slide_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/slide/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Slide details
     * @description Needs a session in a chosen brand; the rule `api/slide/detail` (Slide details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_slide_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/slide/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add slides
     * @description Needs a session in a chosen brand; the rule `api/slide/add` (Add slides), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_slide_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/slide/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit slides (order and display too)
     * @description Needs a session in a chosen brand; the rule `api/slide/update` (Edit slides (order and display too)), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_slide_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/slide/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete slides
     * @description Needs a session in a chosen brand; the rule `api/slide/del` (Delete slides), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_slide_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View friend links
     * @description Needs a session in a chosen brand; the rule `api/friendlink/list` (View friend links), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Friend link details
     * @description Needs a session in a chosen brand; the rule `api/friendlink/detail` (Friend link details), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add friend links
     * @description Needs a session in a chosen brand; the rule `api/friendlink/add` (Add friend links), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit friend links
     * @description Needs a session in a chosen brand; the rule `api/friendlink/update` (Edit friend links), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/order.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reorder friend links
     * @description Needs a session in a chosen brand; the rule `api/friendlink/order` (Reorder friend links), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_order'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/status.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Show or hide friend links
     * @description Needs a session in a chosen brand; the rule `api/friendlink/status` (Show or hide friend links), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_status'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete friend links
     * @description Needs a session in a chosen brand; the rule `api/friendlink/del` (Delete friend links), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_friendlink_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/node_list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * View link categories
     * @description Needs a session in a chosen brand; the rule `api/friendlink/node_list` (View link categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_node_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/node_update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add or edit link categories
     * @description Needs a session in a chosen brand; the rule `api/friendlink/node_update` (Add or edit link categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_api_friendlink_node_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/friendlink/node_del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delete link categories
     * @description Needs a session in a chosen brand; the rule `api/friendlink/node_del` (Delete link categories), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_api_friendlink_node_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/verifycode.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a captcha picture
     * @description Public: no session needed.
     */
    get: operations['get_verifycode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/verifycode/audio.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Hear the current captcha
     * @description Public: no session needed.
     */
    get: operations['get_verifycode_audio'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/brandmanager/loginstate.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What the next sign-in needs
     * @description Public: no session needed.
     */
    post: operations['post_auth_brandmanager_loginstate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/brandmanager/userpwd.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description Public: no session needed.
     */
    post: operations['post_auth_brandmanager_userpwd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/brandmanager/logout.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Needs a session; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_auth_brandmanager_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/brand/userbrandlist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * My brands
     * @description Needs a session; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_auth_brand_userbrandlist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/brand/userselectbrand.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a brand
     * @description Needs a session; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_auth_brand_userselectbrand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/role/rules.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles: rules
     * @description Needs a session in a chosen brand; the rule `brand/role/rules` (Roles: rules), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_role_rules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/role/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles: list
     * @description Needs a session in a chosen brand; the rule `brand/role/list` (Roles: list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_role_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/role/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles: detail
     * @description Needs a session in a chosen brand; the rule `brand/role/detail` (Roles: detail), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_role_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/role/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles: add
     * @description Needs a session in a chosen brand; the rule `brand/role/add` (Roles: add), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_role_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/role/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles: update
     * @description Needs a session in a chosen brand; the rule `brand/role/update` (Roles: update), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_role_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/role/priv.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles: privileges
     * @description Needs a session in a chosen brand; the rule `brand/role/priv` (Roles: privileges), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_role_priv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/role/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Roles: delete
     * @description Needs a session in a chosen brand; the rule `brand/role/del` (Roles: delete), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_brand_role_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/adminuser/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Admin users: list
     * @description Needs a session in a chosen brand; the rule `brand/adminuser/list` (Admin users: list), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_adminuser_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/adminuser/detail.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Admin users: detail
     * @description Needs a session in a chosen brand; the rule `brand/adminuser/detail` (Admin users: detail), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_adminuser_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/adminuser/add.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Admin users: add
     * @description Needs a session in a chosen brand; the rule `brand/adminuser/add` (Admin users: add), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_adminuser_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/adminuser/update.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Admin users: update
     * @description Needs a session in a chosen brand; the rule `brand/adminuser/update` (Admin users: update), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_adminuser_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/adminuser/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Admin users: delete
     * @description Needs a session in a chosen brand; the rule `brand/adminuser/del` (Admin users: delete), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_brand_adminuser_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/audit/list.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * System
     * @description Needs a session in a chosen brand; the rule `system/index` (System), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_audit_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/change/undo.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a change back
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_change_undo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/upload/file.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload: file
     * @description Needs a session in a chosen brand; the rule `brand/upload/file` (Upload: file), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_upload_file'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/upload/files.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload: files
     * @description Needs a session in a chosen brand; the rule `brand/upload/files` (Upload: files), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_upload_files'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/upload/imagelist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload: imagelist
     * @description Needs a session in a chosen brand; the rule `brand/upload/imagelist` (Upload: imagelist), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_upload_imagelist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/upload/videolist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload: videolist
     * @description Needs a session in a chosen brand; the rule `brand/upload/videolist` (Upload: videolist), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_upload_videolist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/upload/filelist.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload: filelist
     * @description Needs a session in a chosen brand; the rule `brand/upload/filelist` (Upload: filelist), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    post: operations['post_brand_upload_filelist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/upload/del.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Upload: delete
     * @description Needs a session in a chosen brand; the rule `brand/upload/del` (Upload: delete), which the owner role holds and other roles hold when granted. A caller sending cookies must send `X-XSRF-TOKEN`.
     */
    get: operations['get_brand_upload_del'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/upload/private.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a private file
     * @description Needs a session in a chosen brand; the rule `agent/user/detail` (View agents), which the owner role holds and other roles hold when granted.
     */
    get: operations['get_brand_upload_private'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload/ueconfig.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Upload settings for the rich-text editor
     * @description Needs a session in a chosen brand; the rule `brand/upload/file` (Upload: file), which the owner role holds and other roles hold when granted.
     */
    get: operations['get_upload_ueconfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploads/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored file
     * @description Public: no session needed.
     */
    get: operations['get_uploads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/brand/manage/events.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The console’s live events
     * @description Needs a session in a chosen brand; no rule: any signed-in member may call it.
     */
    get: operations['get_brand_manage_events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bench/hello.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A bare answer, for the benchmark
     * @description Public: no session needed.
     */
    get: operations['get_bench_hello'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This document
     * @description Public: no session needed.
     */
    get: operations['get_api_openapi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This document as a page
     * @description Public: no session needed.
     */
    get: operations['get_api_docs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs/api-docs.css': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reference page’s style sheet
     * @description Public: no session needed.
     */
    get: operations['get_api_docs_api_docs_css'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccountOverview: {
      brands: components['schemas']['BrandOverview'][];
    };
    /**
     * @description docs/spec.md §3 Address. `areaId` is the deepest area picked (a district, or a city or province when the
     *     user stopped there); the server fills `province`, `city` and `district` from it, so the names always
     *     match the code. `lat`/`lng` are optional (WGS-84 degrees).
     */
    Address: {
      areaId: number;
      lat: null | number;
      lng: null | number;
      province: string;
      city: string;
      district: string;
      address: string;
    };
    AddResult: {
      id: number;
    };
    AdminUserDetail: {
      /** @description The account is also a member of other brands: its password and profile are the user's own to change. */
      shared: boolean;
      /** @description The user's id (one identity across brands). */
      id: number;
      userName: string;
      realName: string;
      mobile: string;
      roleId: number;
      roleTitle: string;
      isOwner: boolean;
      status: components['schemas']['EnabledStatus'];
      /** @description ISO 8601, or null when the user never signed in. */
      lastLoginAt: null | string;
      /** @description When the user became a member of this brand, ISO 8601. */
      createdAt: string;
      email: string;
    };
    AdminUserListItem: {
      /** @description The user's id (one identity across brands). */
      id: number;
      userName: string;
      realName: string;
      mobile: string;
      roleId: number;
      roleTitle: string;
      isOwner: boolean;
      status: components['schemas']['EnabledStatus'];
      /** @description ISO 8601, or null when the user never signed in. */
      lastLoginAt: null | string;
      /** @description When the user became a member of this brand, ISO 8601. */
      createdAt: string;
      email: string;
    };
    /** @description The agent settings: which SMS template (of `/brand/sms/templatelist`) goes out on a decision. */
    AgentConfig: {
      passTemplateId: null | number;
      rejectTemplateId: null | number;
      /** @description The brand's SMS templates to choose from (enabled or not: a disabled one sends nothing). */
      templates: {
        id: number;
        title: string;
        content: string;
        variables: string[];
        display: boolean;
      }[];
    };
    /** @description What `pass` and `reject` did: how many agents, and the SMS queued (null when no template is chosen). */
    AgentDecisionResult: {
      decided: number;
      sms: null | {
        queued: number;
        refused: number;
      };
    };
    AgentGroupItem: {
      id: number;
      title: string;
      level: number;
      /** @description `"12.50"`: a percentage with two places. */
      commission: string;
      description: string;
      /** @description Agents in the group, whatever their status. */
      agentCount: number;
      createdAt: string;
      updatedAt: string;
    };
    AgentItem: {
      id: number;
      name: string;
      mobile: string;
      address: components['schemas']['Address'];
      /** @description Never the number: `4401**********1234`. '' when none was given. */
      idCard: string;
      licenceImages: components['schemas']['LicenceImage'][];
      groupId: null | number;
      /** @description The group's title and level, '' and null without a group. */
      groupTitle: string;
      level: null | number;
      /** @enum {string} */
      status: 'disabled' | 'passed' | 'pending' | 'rejected';
      /** @description The reason of the last rejection; kept when a rejected application is submitted again. */
      rejectReason: string;
      verifiedBy: components['schemas']['AgentVerifier'] | null;
      /** @description ISO 8601, null before the first decision. */
      verifiedAt: null | string;
      createdAt: string;
      updatedAt: string;
      company: string;
      remark: string;
    };
    /** @description `/agent/summary.html`: the overview's figures. */
    AgentSummary: {
      total: number;
      byStatus: {
        pending: number;
        passed: number;
        rejected: number;
        disabled: number;
      };
      /** @description Every group (level order) with its agents, then `groupId: null` for agents without a group. */
      byGroup: {
        groupId: null | number;
        title: string;
        level: null | number;
        agents: number;
      }[];
      /** @description Agents added or applied since the first day of this month (China Standard Time). */
      newThisMonth: number;
    };
    AgentVerifier: {
      id: number;
      /** @description The verifier's user name when the decision was taken (kept after the account is gone). */
      name: string;
    };
    /** @description `config_detail`: never the key, only whether one is set and how it ends. */
    AiConfig: {
      /** @description A base URL and a model are saved: the chat can answer. */
      configured: boolean;
      /** @description `https://api.openai.com/v1`: the server posts to `<baseUrl>/chat/completions`. */
      baseUrl: string;
      model: string;
      apiKey: components['schemas']['SecretHint'];
      updatedAt: null | string;
    };
    /** @description One event of the chat's stream: text as it comes, then `done` (or `error` if it broke off). */
    AiStreamEvent:
      | {
          delta: string;
        }
      | {
          /** @constant */
          done: true;
          usage: components['schemas']['AiUsage'] | null;
        }
      | {
          error: string;
        };
    AiUsage: {
      promptTokens: number;
      completionTokens: number;
      totalTokens: number;
    };
    /**
     * @description Whether each integration is set up, without any of its secrets. SMS counts as set up with a real
     *     provider whose key can be opened; the `log` provider only writes the text to the log.
     */
    ApplySummary: {
      sms: {
        /** @enum {string} */
        provider: 'aliyun' | 'log' | 'tencent';
        ready: boolean;
      };
      email: {
        host: string;
        fromAddress: string;
        ready: boolean;
      };
      wxwork: {
        total: number;
        enabled: number;
      };
      /** @description Set up: a provider address and a model saved in the AI module's settings. */
      ai: {
        ready: boolean;
      };
    };
    AreaInit: {
      levels: components['schemas']['AreaInitLevel'][];
    };
    AreaInitLevel: {
      /** @description The area chosen at this level, `0` when none. */
      selectedId: number;
      list: components['schemas']['AreaNode'][];
    };
    /** @description 1 province, 2 city, 3 district (or, in the four cities without districts, town). */
    AreaLevel: 1 | 2 | 3;
    AreaNode: {
      id: number;
      name: string;
      level: components['schemas']['AreaLevel'];
    };
    /** @description `status` and `node` answer how many articles they changed. */
    ArticleBulkResult: {
      changed: number;
    };
    ArticleDetail: {
      summary: string;
      /** @description Rich text as the server sanitised it. */
      content: string;
      source: string;
      keywords: string;
      description: string;
      id: number;
      title: string;
      nodeId: number;
      nodeTitle: string;
      /** @description A library image's URL, or ''. */
      cover: string;
      author: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /**
       * @description Published: when it went (or goes back-dated) live. A draft with a publishAt is scheduled: the job
       *     queue publishes it then. ISO 8601 or null.
       */
      publishAt: null | string;
      ordernum: number;
      display: boolean;
      createdAt: string;
      updatedAt: string;
    };
    ArticleListItem: {
      id: number;
      title: string;
      nodeId: number;
      nodeTitle: string;
      /** @description A library image's URL, or ''. */
      cover: string;
      author: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /**
       * @description Published: when it went (or goes back-dated) live. A draft with a publishAt is scheduled: the job
       *     queue publishes it then. ISO 8601 or null.
       */
      publishAt: null | string;
      ordernum: number;
      display: boolean;
      createdAt: string;
      updatedAt: string;
    };
    /** @description A category as node_list and node_detail answer it. */
    ArticleNode: {
      id: number;
      /** @description 0 for a top-level category. */
      parentId: number;
      title: string;
      slug: string;
      ordernum: number;
      display: boolean;
      /** @description Articles filed directly in this category (not in its subcategories). */
      articleCount: number;
      /** @description 1 for a top-level category. */
      level: number;
      createdAt: string;
    };
    /** @description node_menu: the tree in display order, for pickers (docs/spec.md §3 tree node). */
    ArticleNodeMenuItem: {
      id: number;
      title: string;
      level: number;
      /** @description The category and every category under it, comma separated (`3,5,6`). */
      childlist: string;
      display: boolean;
    };
    ArticleNodeTree: {
      childList: unknown;
      id: number;
      /** @description 0 for a top-level category. */
      parentId: number;
      title: string;
      slug: string;
      ordernum: number;
      display: boolean;
      /** @description Articles filed directly in this category (not in its subcategories). */
      articleCount: number;
      /** @description 1 for a top-level category. */
      level: number;
      createdAt: string;
    };
    AttachConfig: {
      cfg_attach_image_max_mb: number;
      /** @description Largest image in megapixels (width × height / 1,000,000). */
      cfg_attach_image_max_mp: number;
      cfg_attach_video_max_mb: number;
      cfg_attach_file_max_mb: number;
      /** @description Comma separated, lower case, without dots: `jpg,jpeg,png`. */
      cfg_attach_image_exts: string;
      cfg_attach_video_exts: string;
      cfg_attach_file_exts: string;
      cfg_attach_thumb_width: number;
      /**
       * @description Read only: where uploads go (`S3_*` variables).
       * @enum {string}
       */
      cfg_attach_storage: 'local' | 's3';
    };
    AuditListItem: {
      id: number;
      /** @description `add`, `update`, `delete`, `priv` (a role's rules), `send`, `repeat` (a batch). */
      action: string;
      /** @enum {string} */
      entity:
        | 'admin_user'
        | 'agent'
        | 'agent_group'
        | 'ai_config'
        | 'article'
        | 'article_node'
        | 'crm_customer'
        | 'crm_customer_group'
        | 'crm_import'
        | 'crm_material'
        | 'crm_product'
        | 'crm_tag'
        | 'email_batch'
        | 'email_template'
        | 'friendlink'
        | 'friendlink_node'
        | 'page'
        | 'role'
        | 'slide'
        | 'sms_batch'
        | 'sms_template'
        | 'upload';
      entityId: number;
      /** @description The member's user name or the role's title; kept from the row when the thing is gone. */
      subject: string;
      /** @description Who made the change. */
      actorName: string;
      /** @description For `update`: the names of the fields that changed (never their secret values). */
      fields: string[];
      /** @description ISO 8601. */
      createdAt: string;
      /** @description Present while the caller may take this change back (its author or the brand's owner, in the window). */
      undo: components['schemas']['UndoHandle'] | null;
      /** @description Set once the change was taken back: the id of the undo's own change record. */
      undoneBy: null | number;
    };
    BrandConfig: {
      cfg_brand_title: string;
      /** @description An uploaded image's `fileurl`, or ''. */
      cfg_brand_logo: string;
      cfg_brand_contact: string;
      cfg_brand_phone: string;
      cfg_brand_email: string;
      cfg_brand_address: components['schemas']['Address'];
      cfg_brand_intro: string;
      cfg_brand_hours: string;
    };
    BrandFigure: {
      /** @enum {string} */
      id: 'customers' | 'emailSent' | 'followupsDue' | 'members' | 'pool' | 'smsSent';
      value: number;
      /**
       * @description The console route the figure opens (in its brand) with the filters it counts: a list there shows
       *     exactly `value` rows. Its provider's rule guards both.
       */
      route: string;
      /** @description The rule of that route; the figure is left out for a role without it. */
      rule: string;
    };
    BrandInfo: {
      brandId: number;
      brandTitle: string;
      roleTitle: string;
    };
    BrandOverview: {
      brandId: number;
      brandTitle: string;
      roleTitle: string;
      logo: string;
      isOwner: boolean;
      figures: components['schemas']['BrandFigure'][];
    };
    /** @description Answered by `update.html`: the keys saved. */
    ConfigUpdateResult: {
      saved: string[];
    };
    CrmConfig: {
      crm_pool_days: number;
      crm_claim_limit: number;
    };
    /** @description `detail.html`: the item with a text material's whole content (sanitised HTML, '' for other kinds). */
    CrmMaterialDetail: {
      content: string;
      id: number;
      title: string;
      /** @enum {string} */
      kind: 'file' | 'image' | 'link' | 'text' | 'video';
      files: components['schemas']['MaterialFile'][];
      /** @description A picture of the material for cards: the first image's thumbnail, else ''. */
      thumburl: string;
      /** @description The start of a text material's text, without markup ('' for other kinds). */
      excerpt: string;
      url: string;
      tags: components['schemas']['CrmTagRef'][];
      display: boolean;
      /** @description ISO 8601. */
      createdAt: string;
      updatedAt: string;
    };
    CrmMaterialItem: {
      id: number;
      title: string;
      /** @enum {string} */
      kind: 'file' | 'image' | 'link' | 'text' | 'video';
      files: components['schemas']['MaterialFile'][];
      /** @description A picture of the material for cards: the first image's thumbnail, else ''. */
      thumburl: string;
      /** @description The start of a text material's text, without markup ('' for other kinds). */
      excerpt: string;
      url: string;
      tags: components['schemas']['CrmTagRef'][];
      display: boolean;
      /** @description ISO 8601. */
      createdAt: string;
      updatedAt: string;
    };
    CrmProductDetail: {
      images: string[];
      /** @description Sanitised HTML. */
      description: string;
      id: number;
      /** @enum {string} */
      kind: 'product' | 'service';
      title: string;
      code: string;
      /** @description "12.50" */
      price: string;
      /** @description "15.00", or null when not given. */
      marketPrice: null | string;
      /** @description Products; null for services. */
      stock: null | number;
      /** @description Services, in minutes; null for products. */
      duration: null | number;
      /** @description The cover image's URL, or ''. */
      cover: string;
      /** @description The cover's thumbnail (for lists), or ''. */
      coverThumb: string;
      /** @description On sale. */
      display: boolean;
      ordernum: number;
      /** @description ISO 8601. */
      createdAt: string;
      updatedAt: string;
      unit: string;
    };
    CrmProductItem: {
      id: number;
      /** @enum {string} */
      kind: 'product' | 'service';
      title: string;
      code: string;
      /** @description "12.50" */
      price: string;
      /** @description "15.00", or null when not given. */
      marketPrice: null | string;
      /** @description Products; null for services. */
      stock: null | number;
      /** @description Services, in minutes; null for products. */
      duration: null | number;
      /** @description The cover image's URL, or ''. */
      cover: string;
      /** @description The cover's thumbnail (for lists), or ''. */
      coverThumb: string;
      /** @description On sale. */
      display: boolean;
      ordernum: number;
      /** @description ISO 8601. */
      createdAt: string;
      updatedAt: string;
      unit: string;
    };
    /** @description `status.html`'s answer: how many rows now have the flag. */
    CrmProductStatusResult: {
      changed: number;
    };
    /** @description A `group.html` entry. */
    CrmTagGroup: {
      tags: components['schemas']['CrmTagItem'][];
      id: number;
      /** @enum {string} */
      type: 'follow' | 'group' | 'source' | 'tag';
      title: string;
      /** @description `#rrggbb` or ''. */
      color: string;
      /** @description The group of a tag; 0 for the other types. */
      groupId: number;
      ordernum: number;
      /** @description Shown in pickers; a hidden item stays on the customers that have it. */
      display: boolean;
      /** @description ISO 8601. */
      createdAt: string;
    };
    CrmTagItem: {
      id: number;
      /** @enum {string} */
      type: 'follow' | 'group' | 'source' | 'tag';
      title: string;
      /** @description `#rrggbb` or ''. */
      color: string;
      /** @description The group of a tag; 0 for the other types. */
      groupId: number;
      ordernum: number;
      /** @description Shown in pickers; a hidden item stays on the customers that have it. */
      display: boolean;
      /** @description ISO 8601. */
      createdAt: string;
    };
    /** @description A `taglist.html` row: the tag with its group's title. */
    CrmTagListItem: {
      groupTitle: string;
      id: number;
      /** @enum {string} */
      type: 'follow' | 'group' | 'source' | 'tag';
      title: string;
      /** @description `#rrggbb` or ''. */
      color: string;
      /** @description The group of a tag; 0 for the other types. */
      groupId: number;
      ordernum: number;
      /** @description Shown in pickers; a hidden item stays on the customers that have it. */
      display: boolean;
      /** @description ISO 8601. */
      createdAt: string;
    };
    /** @description A tag as another record shows it (a material's tags; later a customer's). */
    CrmTagRef: {
      id: number;
      title: string;
      color: string;
    };
    /** @description Answer of the bulk calls: how many changed, and each refused row with its reason (in words). */
    CustomerBulkResult: {
      changed: number;
      refused: {
        id: number;
        reason: string;
      }[];
    };
    CustomerColumnPrefs: {
      columns: (
        | 'company'
        | 'createdAt'
        | 'lastFollowAt'
        | 'level'
        | 'mobile'
        | 'nextFollowAt'
        | 'owner'
        | 'region'
        | 'source'
        | 'stage'
        | 'tags'
      )[];
    };
    CustomerDetail: {
      address: components['schemas']['Address'];
      /** @description ISO 8601: when the current owner took the customer (claim, assign, add), or null in the pool. */
      ownedAt: null | string;
      id: number;
      name: string;
      mobile: string;
      /** @enum {string} */
      gender: 'female' | 'male' | 'unknown';
      /** @enum {string} */
      stage: 'following' | 'lost' | 'new' | 'won';
      level: null | 'A' | 'B' | 'C';
      sourceId: null | number;
      sourceTitle: string;
      tags: components['schemas']['CrmTagRef'][];
      /** @description null: in the pool. */
      owner: components['schemas']['CustomerOwnerRef'] | null;
      /** @description "广东省 深圳市 南山区" (the names of the address's areas), or ''. */
      region: string;
      /** @description ISO 8601 or null. */
      lastFollowAt: null | string;
      nextFollowAt: null | string;
      createdAt: string;
      updatedAt: string;
      /** @description Lost customers: why and when. */
      lostReason: string;
      lostAt: null | string;
      title: string;
      company: string;
      remark: string;
      email: string;
      wechat: string;
      birthday: string;
    };
    CustomerGroupItem: {
      id: number;
      name: string;
      conditions: {
        /** @enum {string} */
        match: 'all' | 'any';
        tagIds?: number[];
        sourceIds?: number[];
        stages?: ('following' | 'lost' | 'new' | 'won')[];
        levels?: ('A' | 'B' | 'C')[];
        areaIds?: number[];
        createdFrom?: string;
        createdTo?: string;
        lastFollowBefore?: string;
      };
      labels: components['schemas']['CustomerGroupLabels'];
      /** @description How many customers the caller may see match now. */
      count: number;
      createdAt: string;
      updatedAt: string;
    };
    /**
     * @description The words for a group's codes, to read its conditions at a glance: the names of its tags and sources
     *     still in the catalogue (in the order of the codes; a deleted one has none), and each area's names
     *     from its province down to it (none for a code that names no area).
     */
    CustomerGroupLabels: {
      tags: string[];
      sources: string[];
      areas: {
        id: number;
        names: string[];
      }[];
    };
    CustomerItem: {
      id: number;
      name: string;
      mobile: string;
      /** @enum {string} */
      gender: 'female' | 'male' | 'unknown';
      /** @enum {string} */
      stage: 'following' | 'lost' | 'new' | 'won';
      level: null | 'A' | 'B' | 'C';
      sourceId: null | number;
      sourceTitle: string;
      tags: components['schemas']['CrmTagRef'][];
      /** @description null: in the pool. */
      owner: components['schemas']['CustomerOwnerRef'] | null;
      /** @description "广东省 深圳市 南山区" (the names of the address's areas), or ''. */
      region: string;
      /** @description ISO 8601 or null. */
      lastFollowAt: null | string;
      nextFollowAt: null | string;
      createdAt: string;
      updatedAt: string;
      /** @description Lost customers: why and when. */
      lostReason: string;
      lostAt: null | string;
      title: string;
      company: string;
    };
    /** @description A member as a customer row shows its owner. */
    CustomerOwnerRef: {
      id: number;
      name: string;
    };
    /**
     * @description The CRM index's figures: each is the total the list its card opens answers (the same filters, the
     *     same viewer), so a card and its list agree. "The list" is the caller's customer list: their own,
     *     or every owner's with `crm/customer/all` (see `scope`); the pool is counted apart.
     */
    CustomerSummary: {
      /** @description The list with `due: 'today'`: follow-ups due by the end of today, overdue ones included. */
      dueToday: number;
      /** @description The list with `due: 'overdue'`: follow-ups due before today. */
      overdue: number;
      /** @description The list with `createdFrom` this week's Monday (China Standard Time). */
      newThisWeek: number;
      /** @description The pool's list. */
      poolSize: number;
      /** @description Per stage in stage order, the list with that `stage`; for `lost`, the lost list. */
      funnel: {
        /** @enum {string} */
        stage: 'following' | 'lost' | 'new' | 'won';
        count: number;
      }[];
      /**
       * @description Whether these figures are the whole brand's (`crm/customer/all` or owner) or the caller's.
       * @enum {string}
       */
      scope: 'all' | 'mine';
    };
    /** @description `data` of a successful delete: how many rows went. */
    DeleteResult: {
      deleted: number;
    };
    /** @description Rich text as the server sanitised and stored it; version and update time are kept by the server. */
    DocumentConfig: {
      cfg_document_agreement: string;
      cfg_document_agreement_version: number;
      /** @description ISO 8601, null before the first save. */
      cfg_document_agreement_updated_at: null | string;
      cfg_document_privacy: string;
      cfg_document_privacy_version: number;
      cfg_document_privacy_updated_at: null | string;
    };
    EmailConfig: {
      host: string;
      port: number;
      /** @enum {string} */
      secure: 'none' | 'starttls' | 'tls';
      user: string;
      password: components['schemas']['SecretHint'];
      fromName: string;
      fromAddress: string;
      replyTo: string;
    };
    EmailDraft: {
      id: number;
      to: string[];
      cc: string[];
      /**
       * @description As typed (`detail`); in `draft_list`, the subject the mail will have: a template's draft answers
       *     its template's subject with the draft's values.
       */
      subject: string;
      body: string;
      templateId: null | number;
      params: {
        [key: string]: string;
      };
      sendAt: null | string;
      createdAt: string;
      updatedAt: string;
    };
    EmailLogItem: {
      subject: string;
      /** @description When a scheduled message goes. */
      sendAt: null | string;
      id: number;
      batchId: number;
      to: string;
      templateId: null | number;
      /** @enum {string} */
      status: 'failed' | 'queued' | 'sending' | 'sent' | 'unknown';
      reason: string;
      providerId: string;
      attempts: number;
      /** @description The message this one sent again. */
      repeatOf: null | number;
      /** @description The newest message that sent this one again (`repeat`): a message is sent again once. */
      repeatedBy: null | number;
      createdAt: string;
      sentAt: null | string;
    };
    /**
     * @description A recipient to pick: members of the brand with an e-mail, then (for a member who may open the
     *     customer list) the customers with an e-mail they may see; at most 20 of each.
     */
    EmailRecipient: {
      /** @enum {string} */
      kind: 'customer' | 'member';
      id: number;
      name: string;
      email: string;
    };
    EmailTemplate: {
      id: number;
      name: string;
      subject: string;
      /** @description Sanitised HTML. */
      body: string;
      /** @description `{{name}}` placeholders of subject and body, in order. */
      variables: string[];
      display: boolean;
      createdAt: string;
      updatedAt: string;
    };
    EnabledStatus: 0 | 1;
    FriendLinkItem: {
      id: number;
      title: string;
      url: string;
      /** @description A library image's URL, or ''. */
      logo: string;
      /** @description 0 when the link is in no category. */
      nodeId: number;
      nodeTitle: string;
      ordernum: number;
      display: boolean;
      createdAt: string;
      updatedAt: string;
    };
    FriendLinkNode: {
      id: number;
      title: string;
      ordernum: number;
      linkCount: number;
    };
    ImportJob: {
      jobId: number;
      /** @enum {string} */
      status: 'done' | 'failed' | 'queued' | 'running';
      fileName: string;
      /** @description Data rows in the file (known once it has been read through). */
      total: number;
      /** @description Rows looked at so far. */
      done: number;
      imported: number;
      /**
       * @description Of `imported`, the rows of an import made "mine" that went to the pool because the importer
       *     reached the claim limit (`crm_claim_limit`).
       */
      pooled: number;
      failed: number;
      /**
       * @description Who the imported rows went to: the importer ('me', up to the claim limit) or the pool.
       * @enum {string}
       */
      owner: 'me' | 'pool';
      /**
       * @description The first customerLimits.importErrorsKept bad rows: `line` as a spreadsheet numbers it (header = 1),
       *     `reason` every fault of the row (joined by "；" / "; ").
       */
      errors: {
        line: number;
        reason: string;
      }[];
      /** @description Why the whole import failed (not a row's fault), in words. */
      message: string;
      createdAt: string;
      finishedAt: null | string;
    };
    InboxCount: {
      unread: number;
    };
    InboxMessage: {
      id: number;
      /** @enum {string} */
      kind: 'crm.import' | 'email.failed' | 'email.sent' | 'notice' | 'sms.failed' | 'sms.sent';
      /** @description In the caller's language. */
      title: string;
      /** @description A line under the title ('' for none), in the caller's language. */
      body: string;
      /** @description The console route it opens (`/notify/sms/list?batchId=12&status=failed`). */
      link: string;
      /** @description A report or file that goes with it (an import's report), or null. */
      file: null | {
        url: string;
        name: string;
      };
      /** @description How many events it stands for (a batch's failures are one message). */
      count: number;
      read: boolean;
      /** @description When it was last raised, ISO 8601. */
      at: string;
    };
    InboxReadResult: {
      /** @description Messages marked read by this call. */
      read: number;
      /** @description Unread messages left. */
      unread: number;
    };
    /**
     * @description Why a customer of a group was not messaged: lost, or without a mobile (an e-mail).
     * @enum {string}
     */
    LeftOutReason: 'lost' | 'noEmail' | 'noMobile';
    /** @description docs/spec.md §3 uploaded file, as an agent keeps it: an image of the brand's media library. */
    LicenceImage: {
      fileurl: string;
      title: string;
    };
    /** @description docs/spec.md §3 "Login result": token and userInfo, both required. */
    LoginResult: {
      token: string;
      userInfo: components['schemas']['UserInfo'];
    };
    /** @description What the next sign-in attempt (for `user`, from this address) must clear. */
    LoginState: {
      /** @description The attempt must carry the captcha's code (`verifycode`). */
      captchaRequired: boolean;
      /** @description Whole minutes the captcha stays required without another failure; 0 when it is not. */
      captchaMinutes: number;
      /** @description Whole minutes before any attempt is accepted again (too many failures); 0 when not locked. */
      lockedMinutes: number;
    };
    /** @description The signed-in user and brand, for the account screens. */
    ManageBody: {
      user: {
        userId: number;
        userName: string;
        realName: string;
        mobile: string;
        email: string;
        /** @description The latest sign-in, ISO 8601: this session's own for the user reading it. */
        lastLoginAt: null | string;
        /** @description The sign-in before this session, ISO 8601, or null for a first sign-in ("last signed in" on My account). */
        previousLoginAt: null | string;
      };
      brand: null | {
        brandId: number;
        brandTitle: string;
        roleTitle: string;
        isOwner: boolean;
      };
      brandCount: number;
    };
    /** @description docs/spec.md §3 uploaded file `{ fileurl, title }`: the `fileurl` must be in this brand's library. */
    MaterialFile: {
      fileurl: string;
      title: string;
    };
    /** @description docs/spec.md §3: a second-level menu entry; `childList` holds its third-level entries. */
    MenuEntry: {
      id: number;
      parentId: number;
      controller: string;
      action: string;
      title: string;
      icon: string;
      childList: unknown;
    };
    /** @description docs/spec.md §3: a nav entry of the left icon navigation. */
    MenuNav: {
      id: number;
      controller: string;
      action: string;
      title: string;
      icon: string;
    };
    /** @description One day of a channel: messages that went out and those that did not (failed or outcome unknown). */
    NotifyDay: {
      /** @description `YYYY-MM-DD` in China Standard Time. */
      day: string;
      sent: number;
      failed: number;
    };
    /** @description `stats`: today and the last 30 days (today included), oldest day first, every day present. */
    NotifyStats: {
      today: {
        sent: number;
        failed: number;
      };
      last30: {
        sent: number;
        failed: number;
      };
      days: components['schemas']['NotifyDay'][];
    };
    PageDetail: {
      /** @description Rich text as the server sanitised it. */
      content: string;
      id: number;
      title: string;
      slug: string;
      display: boolean;
      createdAt: string;
      updatedAt: string;
    };
    PageListItem: {
      id: number;
      title: string;
      slug: string;
      display: boolean;
      createdAt: string;
      updatedAt: string;
    };
    PortraitResult: {
      total: number;
      byStage: components['schemas']['PortraitSlice'][];
      bySource: components['schemas']['PortraitSlice'][];
      byTag: components['schemas']['PortraitSlice'][];
      byProvince: components['schemas']['PortraitSlice'][];
      byOwner: components['schemas']['PortraitSlice'][];
      byLevel: components['schemas']['PortraitSlice'][];
      /** @description The last 12 weeks, oldest first; `week` is the Monday (YYYY-MM-DD, China Standard Time). */
      weekly: {
        week: string;
        newCustomers: number;
        follows: number;
      }[];
    };
    PortraitSlice: {
      /** @description A stage, a source's id, a tag's id, a province code, an owner's id ('' for none/the pool). */
      key: string;
      label: string;
      count: number;
    };
    /** @description `data` of `userinfo.html`: the profile as saved. */
    ProfileResult: {
      realName: string;
      mobile: string;
      email: string;
    };
    RevokeOthersResult: {
      /** @description Sessions signed out. */
      revoked: number;
    };
    /** @description `role/detail` `{ id }`: the role with the ids of the rules it grants (every rule for the owner). */
    RoleDetail: {
      rules: number[];
      id: number;
      title: string;
      description: string;
      status: components['schemas']['EnabledStatus'];
      /** @description The owner role holds every rule; it cannot be deleted, disabled or have rules removed. */
      isOwner: boolean;
      /** @description Members of the brand holding this role (enabled or not). */
      userCount: number;
      /** @description ISO 8601. */
      createdAt: string;
    };
    RoleListItem: {
      id: number;
      title: string;
      description: string;
      status: components['schemas']['EnabledStatus'];
      /** @description The owner role holds every rule; it cannot be deleted, disabled or have rules removed. */
      isOwner: boolean;
      /** @description Members of the brand holding this role (enabled or not). */
      userCount: number;
      /** @description ISO 8601. */
      createdAt: string;
    };
    /**
     * @description The role's menu. `nav` is the first level; `menuList` the entries under each nav id, each with its
     *     own children; `menuUrl` every path the role may use: console routes (`/crm/customer/list`) and the
     *     API endpoints it may call, without their `.html` (`/brand/adminuser/del`).
     */
    RoleMenu: {
      nav: components['schemas']['MenuNav'][];
      menuList: components['schemas']['MenuEntry'][];
      menuUrl: string[];
    };
    /** @description A node of the grantable rule tree (`rules.html`): the permission tree a role is built from. */
    RuleNode: {
      id: number;
      parentId: number;
      controller: string;
      action: string;
      title: string;
      /** @description Shown in the menu (nav, screen or group) rather than an API permission. */
      isMenu: boolean;
      /**
       * @description Holds other rules without being a screen of its own (a module, a group of screens, a folder of
       *     endpoints): held only while a rule under it is granted (contract/rule-sections.ts).
       */
      isSection: boolean;
      childList: unknown;
    };
    /** @description What an answer says of a secret (server/secrets.ts): set or not, and its last four characters. */
    SecretHint: {
      set: boolean;
      endsWith: string;
      /**
       * @description Saved under another APP_SECRET: enter it again.
       * @constant
       */
      unreadable?: true;
    };
    /** @description docs/spec.md §3 "Brand selection result": brand and roleMenu, both required. */
    SelectBrandResult: {
      brand: components['schemas']['BrandInfo'];
      roleMenu: components['schemas']['RoleMenu'];
    };
    /**
     * @description A send to a customer group before it is made: how many customers a message goes to (what the send
     *     then queues, but for numbers its per-number limits refuse), the group's customers left out and why
     *     (as the send's answer says them), and the first recipient's values, for the text's preview.
     */
    SendPreview: {
      recipients: number;
      leftOut: {
        reason: components['schemas']['LeftOutReason'];
        count: number;
        message: string;
      }[];
      first: null | {
        name: string;
        company: string;
      };
    };
    SendResult: {
      batchId: number;
      queued: number;
      /** @description Recipients not queued, each with why (`reason`) and the reason in the caller's language. */
      refused: {
        mobile?: string;
        to?: string;
        reason: string;
        message: string;
      }[];
      /**
       * @description A group send's customers that were counted in the group but have no message (and are not in
       *     `refused`), per reason with how many, said in the caller's language; absent for typed recipients
       *     and when a repeated `requestId` answers an earlier batch.
       */
      leftOut?: {
        reason: components['schemas']['LeftOutReason'];
        count: number;
        message: string;
      }[];
    };
    SessionItem: {
      id: number;
      createdAt: string;
      lastSeenAt: string;
      address: string;
      userAgent: string;
      current: boolean;
    };
    SignInItem: {
      id: number;
      /** @description ISO 8601. */
      at: string;
      /** @description The client address the server saw ('' when unknown). */
      address: string;
      /** @description The browser's User-Agent as sent (the console shows it as "Chrome 131 · Windows"). */
      userAgent: string;
      /** @description This sign-in started the session reading the list. */
      current: boolean;
    };
    SiteArticle: {
      node: components['schemas']['SiteNode'];
      /** @description Sanitised rich text. */
      content: string;
      keywords: string;
      description: string;
      id: number;
      title: string;
      nodeId: number;
      cover: string;
      summary: string;
      author: string;
      source: string;
      /** @description ISO 8601. */
      publishAt: string;
    };
    /** @description `articles.json?node=<id or slug>&page=`: `node` takes the category and those under it. */
    SiteArticleList: {
      list: components['schemas']['SiteArticleSummary'][];
      total: number;
      page: number;
      pageSize: number;
      /** @description The category asked for, or null. */
      node: components['schemas']['SiteNode'] | null;
      /** @description Every visible category, parents before children, in order. */
      nodes: components['schemas']['SiteNode'][];
    };
    SiteArticleSummary: {
      id: number;
      title: string;
      nodeId: number;
      cover: string;
      summary: string;
      author: string;
      source: string;
      /** @description ISO 8601. */
      publishAt: string;
    };
    SiteLink: {
      id: number;
      title: string;
      url: string;
      logo: string;
      /** @description 0 when in no category. */
      nodeId: number;
    };
    SiteLinks: {
      /** @description Categories in order (those holding a visible link). */
      nodes: {
        id: number;
        title: string;
      }[];
      list: components['schemas']['SiteLink'][];
    };
    /** @description A visible category, for the site's navigation. */
    SiteNode: {
      id: number;
      parentId: number;
      title: string;
      slug: string;
    };
    SitePage: {
      title: string;
      slug: string;
      content: string;
      updatedAt: string;
    };
    SiteSlide: {
      id: number;
      title: string;
      image: string;
      url: string;
      position: string;
    };
    SiteSlides: {
      list: components['schemas']['SiteSlide'][];
    };
    SlideItem: {
      id: number;
      title: string;
      /** @description A library image's URL. */
      image: string;
      /** @description Where the slide leads (http or https), or ''. */
      url: string;
      ordernum: number;
      display: boolean;
      position: string;
      createdAt: string;
      updatedAt: string;
    };
    SmsConfig: {
      /** @enum {string} */
      provider: 'aliyun' | 'log' | 'tencent';
      accessKeyId: string;
      accessKeySecret: components['schemas']['SecretHint'];
      sdkAppId: string;
      signName: string;
      region: string;
      perMinute: number;
      perDay: number;
    };
    SmsLogItem: {
      text: string;
      id: number;
      batchId: number;
      to: string;
      templateId: null | number;
      /** @enum {string} */
      status: 'failed' | 'queued' | 'sending' | 'sent' | 'unknown';
      reason: string;
      providerId: string;
      attempts: number;
      /** @description The message this one sent again. */
      repeatOf: null | number;
      /** @description The newest message that sent this one again (`repeat`): a message is sent again once. */
      repeatedBy: null | number;
      createdAt: string;
      sentAt: null | string;
    };
    SmsTemplate: {
      id: number;
      title: string;
      /** @enum {string} */
      kind: 'code' | 'marketing' | 'notice';
      code: string;
      content: string;
      /** @description Derived from the `{name}` placeholders of `content`, in order. */
      variables: string[];
      display: boolean;
      createdAt: string;
      updatedAt: string;
    };
    TechConfig: {
      cfg_tech_site_url: string;
      cfg_tech_icp: string;
      cfg_tech_police_record: string;
      cfg_tech_copyright: string;
      cfg_tech_service_phone: string;
      /**
       * @description Whether the brand's site may read its published content without a session (`/site/<brandId>/*`,
       *     contract/site.ts). On unless the brand turns it off; off, every read answers 404.
       */
      cfg_tech_site_api: boolean;
    };
    TimelineEntry: {
      id: number;
      /** @enum {string} */
      kind: 'created' | 'follow' | 'imported' | 'owner' | 'stage' | 'tag';
      /** @description Who did it (null: the system, e.g. the pool return job). */
      actor: components['schemas']['CustomerOwnerRef'] | null;
      createdAt: string;
      /** @description `follow`: the follow-up. */
      follow?: {
        typeId: number;
        typeTitle: string;
        content: string;
        materials: {
          id: number;
          title: string;
          kind: string;
        }[];
        nextAt: null | string;
      };
      /**
       * @description `owner`: from → to (null: the pool), and why: the member's release reason, or what moved it —
       *     'claim', 'assign', 'release' (no reason given), 'pool-return', 'restore' (its owner had left).
       */
      owner?: {
        from: components['schemas']['CustomerOwnerRef'] | null;
        to: components['schemas']['CustomerOwnerRef'] | null;
        reason: string;
      };
      /** @description `stage`: from → to, with the reason of a loss. */
      stage?: {
        /** @enum {string} */
        from: 'following' | 'lost' | 'new' | 'won';
        /** @enum {string} */
        to: 'following' | 'lost' | 'new' | 'won';
        reason: string;
      };
      /** @description `tag`: tags added and removed. */
      tag?: {
        added: components['schemas']['CrmTagRef'][];
        removed: components['schemas']['CrmTagRef'][];
      };
    };
    TodayItem: {
      /** @enum {string} */
      id: 'emailFailed' | 'followupsDue' | 'followupsOverdue' | 'importsFinished' | 'smsFailed';
      count: number;
      /** @description Where the work is done, filtered to it: a list there shows exactly `count` rows (`/notify/sms/list?status=failed&dateFrom=…`). */
      route: string;
    };
    TodayResult: {
      items: components['schemas']['TodayItem'][];
      /** @description How many days "failed messages" cover, today included (the wording says it). */
      failedDays: number;
    };
    /** @description `GET /upload/ueconfig.html`: what the rich text editor may upload and where. */
    UeConfig: {
      uploadUrl: string;
      fieldName: string;
      listUrls: {
        file: string;
        image: string;
        video: string;
      };
      image: components['schemas']['UploadKindRules'];
      video: components['schemas']['UploadKindRules'];
      file: components['schemas']['UploadKindRules'];
      thumbWidth: number;
    };
    /**
     * @description What an answer of an undoable write carries beside `data` (the envelope's optional `undo`): the change
     *     record's id, to send to `changeUndoPaths.undo`, and until when it can be sent (ISO 8601).
     */
    UndoHandle: {
      id: number;
      until: string;
    };
    /** @description The answer of an undo: how many rows came back as they were, and each one that did not, with why. */
    UndoResult: {
      /** @description The change that was taken back. */
      id: number;
      restored: number;
      skipped: components['schemas']['UndoSkipped'][];
    };
    UndoSkipped: {
      entityId: number;
      /** @description The row's name as the change recorded it. */
      name: string;
      /** @enum {string} */
      reason: 'changed' | 'gone' | 'taken';
      /** @description Who changed it since, for `changed` (their user name). */
      by?: string;
    };
    /**
     * @description docs/spec.md §3 uploaded file `{ fileurl, title }` plus what the library shows. `fileurl` and `thumburl` are
     *     absolute URLs on a bucket, or paths on the API's origin (`/uploads/...`) on local disk.
     */
    UploadedItem: {
      id: number;
      fileurl: string;
      title: string;
      /** @enum {string} */
      kind: 'file' | 'image' | 'video';
      mime: string;
      size: number;
      width?: number;
      height?: number;
      thumburl?: string;
      /** @description ISO 8601. */
      createdAt: string;
    };
    /** @description `data` of `files.html`: what was stored (or found already stored) and what was refused. */
    UploadFilesResult: {
      list: components['schemas']['UploadedItem'][];
      refused: components['schemas']['UploadRefusal'][];
    };
    UploadKindRules: {
      /** @description Bytes. */
      maxSize: number;
      /** @description Lower case, without the dot. */
      exts: string[];
    };
    /** @description A file `files.html` refused, with why (in the caller's language). */
    UploadRefusal: {
      name: string;
      reason: string;
    };
    UserBrand: {
      brandId: number;
      brandTitle: string;
      roleTitle: string;
      logo: string;
    };
    UserInfo: {
      userId: number;
      userName: string;
      realName: string;
    };
    /** @description `detail`: the list's item with the callback settings. */
    WxworkAccountDetail: {
      token: string;
      encodingAesKey: string;
      id: number;
      title: string;
      corpId: string;
      agentId: number;
      secret: components['schemas']['SecretHint'];
      status: components['schemas']['EnabledStatus'];
      /** @description The URL to enter as the application's callback ("接收消息" → URL) in the WeCom console. */
      callbackUrl: string;
      createdAt: string;
      updatedAt: string;
    };
    WxworkAccountItem: {
      id: number;
      title: string;
      corpId: string;
      agentId: number;
      secret: components['schemas']['SecretHint'];
      status: components['schemas']['EnabledStatus'];
      /** @description The URL to enter as the application's callback ("接收消息" → URL) in the WeCom console. */
      callbackUrl: string;
      createdAt: string;
      updatedAt: string;
    };
    /** @description Bad input: every failing field with its message, so a form marks each one. */
    InvalidInput: {
      fields: {
        /** @description Dotted path, e.g. `list.0.id`. */
        field: string;
        message: string;
      }[];
    };
    /** @description The member was disabled in this brand (an administrator of that brand can enable them again); the message says so, naming the brand. */
    MemberDisabled: {
      /** @constant */
      reason: 'memberDisabled';
      brandId: number;
      brandTitle: string;
    };
    /** @description A refused sign-in: what the next attempt needs (`captchaRequired`, `captchaMinutes`, `lockedMinutes`) and the field the message is about (null: the whole form). With `reason: memberDisabled` the password was right but the account is disabled in every brand it belongs to; `disabledIn` names them, and no session is opened. */
    LoginFailure: {
      captchaRequired: boolean;
      captchaMinutes: number;
      lockedMinutes: number;
      /** @enum {unknown} */
      field: 'password' | 'verifycode' | null;
      /** @constant */
      reason?: 'memberDisabled';
      disabledIn?: {
        brandId: number;
        brandTitle: string;
      }[];
    };
    /** @description code 1: refused (bad input, a taken name, a rule of the business). The message says why. */
    BusinessError: {
      /** @constant */
      code: 1;
      /** @description In the caller’s language (Accept-Language). */
      message: string;
      /** @description `InvalidInput` for bad input or a refused field; `LoginFailure` for a refused sign-in; `UploadFilesResult` when every file of an upload was refused (each with its reason); otherwise null. */
      data:
        | null
        | components['schemas']['InvalidInput']
        | components['schemas']['LoginFailure']
        | components['schemas']['UploadFilesResult'];
    };
    /** @description code 401: no session, or it expired or was revoked. When it was ended because the member was disabled in a brand, `data` is `MemberDisabled` and the message names the brand. */
    SignedOut: {
      /** @constant */
      code: 401;
      /** @description In the caller’s language (Accept-Language). */
      message: string;
      data: null | components['schemas']['MemberDisabled'];
    };
    /** @description code 403: no brand chosen, not a member of the brand (`data` is `MemberDisabled` when the membership there was disabled), the rule not granted, or the XSRF header missing. */
    Forbidden: {
      /** @constant */
      code: 403;
      /** @description In the caller’s language (Accept-Language). */
      message: string;
      data: null | components['schemas']['MemberDisabled'];
    };
    /** @description code 500: a fault of the server; no detail leaves it. */
    Fault: {
      /** @constant */
      code: 500;
      /** @description In the caller’s language (Accept-Language). */
      message: string;
      data: null;
    };
    /** @description An HTTP error (404, 413): a transport fault, reported by the console as "API error <status>". */
    TransportError: {
      code: number;
      message: string;
      data: null;
    };
  };
  responses: {
    /** @description HTTP 413: a JSON body over 1 MB, or an upload over its limit; refused before it is read. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TransportError'];
      };
    };
    /** @description HTTP 415: a body whose `Content-Type` is not `application/json` (a form, `text/plain`); it is not read. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TransportError'];
      };
    };
    /** @description HTTP 431: the request line and headers together over 16 KB (Node’s limit), answered by the HTTP server before the app; no body. */
    HeadersTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content?: never;
    };
  };
  parameters: {
    /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
    BrandId: number;
    /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
    XsrfToken: string;
    /** @description The language of `message`: `zh-CN` (default) or `en`. */
    AcceptLanguage: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  get_healthz: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is alive (for a load balancer). Plain JSON, not the envelope; needs no sign-in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok"
           *     }
           */
          'application/json': {
            /** @constant */
            status: 'ok';
          };
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_readyz: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process takes calls: database reachable, migrations done, job queue started, not shutting down. HTTP 200 when ready, 503 with what is missing otherwise. Plain JSON; needs no sign-in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ready",
           *       "database": true,
           *       "migrations": true,
           *       "jobs": true,
           *       "accepting": true
           *     }
           */
          'application/json': {
            /** @enum {unknown} */
            status: 'ready' | 'unavailable';
            /** @description The database answered within 2 s. */
            database: boolean;
            /** @description The schema migrations are done. */
            migrations: boolean;
            /** @description The job queue has started. */
            jobs: boolean;
            /** @description The process is not shutting down. */
            accepting: boolean;
          };
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_site_brandId_articles: {
    parameters: {
      query?: {
        /** @description A category’s id or slug: it and those under it. */
        node?: string;
        /** @description 1 to 500; 20 articles a page. */
        page?: number;
      };
      header?: {
        /** @description An ETag this call answered before: 304 while it is current. */
        'If-None-Match'?: string;
      };
      path: {
        brandId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The published content. Carries `ETag` and `Cache-Control: public, max-age=60`; may be read from any origin (CORS `*`, no credentials). */
      200: {
        headers: {
          /** @description Changes whenever the brand publishes; send it back as `If-None-Match`. */
          ETag?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "ok",
           *       "data": {
           *         "list": [],
           *         "total": 0,
           *         "page": 1,
           *         "pageSize": 20,
           *         "node": null,
           *         "nodes": [
           *           {
           *             "id": 1,
           *             "parentId": 0,
           *             "title": "w",
           *             "slug": "w"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            code: 0;
            /** @description In the caller’s language (Accept-Language). */
            message: string;
            data: components['schemas']['SiteArticleList'];
          };
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag. No body. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A malformed parameter (`page`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
      /** @description Not there for the public: another brand’s content, a draft, a hidden row, or a brand whose site API is off. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
    };
  };
  get_site_brandId_article_file: {
    parameters: {
      query?: never;
      header?: {
        /** @description An ETag this call answered before: 304 while it is current. */
        'If-None-Match'?: string;
      };
      path: {
        brandId: number;
        /** @description `<id>.json` (an article) or `<slug>.json` (a page). */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The published content. Carries `ETag` and `Cache-Control: public, max-age=60`; may be read from any origin (CORS `*`, no credentials). */
      200: {
        headers: {
          /** @description Changes whenever the brand publishes; send it back as `If-None-Match`. */
          ETag?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "walk",
           *       "data": {
           *         "node": {
           *           "id": 2000000000,
           *           "parentId": 2000000000,
           *           "title": "walk",
           *           "slug": "walk"
           *         },
           *         "content": "walk",
           *         "keywords": "walk",
           *         "description": "walk",
           *         "id": 2000000000,
           *         "title": "walk",
           *         "nodeId": 2000000000,
           *         "cover": "walk",
           *         "summary": "walk",
           *         "author": "walk",
           *         "source": "walk",
           *         "publishAt": "walk"
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            code: 0;
            /** @description In the caller’s language (Accept-Language). */
            message: string;
            data: components['schemas']['SiteArticle'];
          };
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag. No body. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A malformed parameter (`page`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
      /** @description Not there for the public: another brand’s content, a draft, a hidden row, or a brand whose site API is off. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
    };
  };
  get_site_brandId_page_file: {
    parameters: {
      query?: never;
      header?: {
        /** @description An ETag this call answered before: 304 while it is current. */
        'If-None-Match'?: string;
      };
      path: {
        brandId: number;
        /** @description `<id>.json` (an article) or `<slug>.json` (a page). */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The published content. Carries `ETag` and `Cache-Control: public, max-age=60`; may be read from any origin (CORS `*`, no credentials). */
      200: {
        headers: {
          /** @description Changes whenever the brand publishes; send it back as `If-None-Match`. */
          ETag?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "walk",
           *       "data": {
           *         "title": "walk",
           *         "slug": "walk",
           *         "content": "walk",
           *         "updatedAt": "walk"
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            code: 0;
            /** @description In the caller’s language (Accept-Language). */
            message: string;
            data: components['schemas']['SitePage'];
          };
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag. No body. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A malformed parameter (`page`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
      /** @description Not there for the public: another brand’s content, a draft, a hidden row, or a brand whose site API is off. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
    };
  };
  get_site_brandId_slides: {
    parameters: {
      query?: {
        /** @description Only the slides of this position. */
        position?: string;
      };
      header?: {
        /** @description An ETag this call answered before: 304 while it is current. */
        'If-None-Match'?: string;
      };
      path: {
        brandId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The published content. Carries `ETag` and `Cache-Control: public, max-age=60`; may be read from any origin (CORS `*`, no credentials). */
      200: {
        headers: {
          /** @description Changes whenever the brand publishes; send it back as `If-None-Match`. */
          ETag?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "ok",
           *       "data": {
           *         "list": []
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            code: 0;
            /** @description In the caller’s language (Accept-Language). */
            message: string;
            data: components['schemas']['SiteSlides'];
          };
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag. No body. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A malformed parameter (`page`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
      /** @description Not there for the public: another brand’s content, a draft, a hidden row, or a brand whose site API is off. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
    };
  };
  get_site_brandId_links: {
    parameters: {
      query?: never;
      header?: {
        /** @description An ETag this call answered before: 304 while it is current. */
        'If-None-Match'?: string;
      };
      path: {
        brandId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The published content. Carries `ETag` and `Cache-Control: public, max-age=60`; may be read from any origin (CORS `*`, no credentials). */
      200: {
        headers: {
          /** @description Changes whenever the brand publishes; send it back as `If-None-Match`. */
          ETag?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "ok",
           *       "data": {
           *         "nodes": [],
           *         "list": [
           *           {
           *             "id": 1,
           *             "title": "w",
           *             "url": "https://example.com/a",
           *             "logo": "",
           *             "nodeId": 0
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            code: 0;
            /** @description In the caller’s language (Accept-Language). */
            message: string;
            data: components['schemas']['SiteLinks'];
          };
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag. No body. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A malformed parameter (`page`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
      /** @description Not there for the public: another brand’s content, a draft, a hidden row, or a brand whose site API is off. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
    };
  };
  post_brand_manage_body: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "user": {
           *           "userId": 1,
           *           "userName": "admin",
           *           "realName": "管理员",
           *           "mobile": "",
           *           "email": "",
           *           "lastLoginAt": "2026-12-07T03:47:26.368Z",
           *           "previousLoginAt": null
           *         },
           *         "brand": {
           *           "brandId": 1,
           *           "brandTitle": "Demo Brand",
           *           "roleTitle": "Owner",
           *           "isOwner": true
           *         },
           *         "brandCount": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ManageBody'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_cache: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Cache refreshed",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_usermenu: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "nav": [
           *           {
           *             "id": 1,
           *             "controller": "account",
           *             "action": "dashboard",
           *             "title": "Dashboard",
           *             "icon": "layout-dashboard"
           *           },
           *           {
           *             "id": 2,
           *             "controller": "config",
           *             "action": "index",
           *             "title": "Configuration",
           *             "icon": "settings"
           *           }
           *         ],
           *         "menuList": [
           *           {
           *             "id": 3,
           *             "parentId": 2,
           *             "controller": "config",
           *             "action": "protocol",
           *             "title": "Protocols",
           *             "icon": "",
           *             "childList": []
           *           },
           *           {
           *             "id": 5,
           *             "parentId": 2,
           *             "controller": "config",
           *             "action": "media",
           *             "title": "Media library",
           *             "icon": "",
           *             "childList": []
           *           }
           *         ],
           *         "menuUrl": [
           *           "/account/dashboard",
           *           "/config/index"
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['RoleMenu'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_userpwd: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "oldPassword": "walk",
         *       "password": "Correct-horse-9",
         *       "confirmPassword": "Correct-horse-9"
         *     }
         */
        'application/json': {
          oldPassword: string;
          password: string;
          confirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_client_error: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "walk",
         *       "stack": "walk",
         *       "route": "walk",
         *       "build": "walk"
         *     }
         */
        'application/json': {
          message: string;
          stack?: string;
          route: string;
          build: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "The error was recorded",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_userinfo: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "realName": "walk",
         *       "mobile": "",
         *       "email": ""
         *     }
         */
        'application/json': {
          realName?: string;
          mobile?: string | '';
          email?: string | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "realName": "walk",
           *         "mobile": "",
           *         "email": ""
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ProfileResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_overview: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "brands": [
           *           {
           *             "brandId": 1,
           *             "brandTitle": "Demo Brand",
           *             "roleTitle": "Owner",
           *             "logo": "",
           *             "isOwner": true,
           *             "figures": [
           *               {
           *                 "id": "members",
           *                 "value": 3,
           *                 "route": "/system/adminuser",
           *                 "rule": "system/adminuser"
           *               },
           *               {
           *                 "id": "smsSent",
           *                 "value": 159,
           *                 "route": "/notify/sms/list?status=sent&dateFrom=2026-12-01&dateTo=2026-12-07",
           *                 "rule": "notify/sms/list"
           *               }
           *             ]
           *           },
           *           {
           *             "brandId": 2,
           *             "brandTitle": "Second Brand",
           *             "roleTitle": "Owner",
           *             "logo": "",
           *             "isOwner": true,
           *             "figures": [
           *               {
           *                 "id": "members",
           *                 "value": 1,
           *                 "route": "/system/adminuser",
           *                 "rule": "system/adminuser"
           *               },
           *               {
           *                 "id": "smsSent",
           *                 "value": 0,
           *                 "route": "/notify/sms/list?status=sent&dateFrom=2026-12-01&dateTo=2026-12-07",
           *                 "rule": "notify/sms/list"
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AccountOverview'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_today: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "smsFailed",
           *             "count": 13,
           *             "route": "/notify/sms/list?status=failed&dateFrom=2026-12-01&dateTo=2026-12-07"
           *           },
           *           {
           *             "id": "emailFailed",
           *             "count": 4,
           *             "route": "/notify/email/list?status=failed&dateFrom=2026-12-01&dateTo=2026-12-07"
           *           }
           *         ],
           *         "failedDays": 7
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['TodayResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_signin_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "at": "2026-12-07T03:47:23.586Z",
           *             "address": "",
           *             "userAgent": "",
           *             "current": true
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['SignInItem'][];
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_session_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "createdAt": "2026-12-07T03:47:23.586Z",
           *             "lastSeenAt": "2026-12-07T03:47:23.372Z",
           *             "address": "",
           *             "userAgent": "",
           *             "current": true
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['SessionItem'][];
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_session_revoke_others: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Other sessions signed out: 1",
           *       "data": {
           *         "revoked": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['RevokeOthersResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_configdetail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "provider": "log",
           *         "accessKeyId": "",
           *         "accessKeySecret": {
           *           "set": false,
           *           "endsWith": ""
           *         },
           *         "sdkAppId": "",
           *         "signName": "",
           *         "region": "",
           *         "perMinute": 1,
           *         "perDay": 10
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SmsConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_configupdate: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "provider": "log",
         *       "accessKeyId": "walk",
         *       "accessKeySecret": "walk",
         *       "sdkAppId": "walk",
         *       "signName": "walk",
         *       "region": "walk",
         *       "perMinute": 1,
         *       "perDay": 1
         *     }
         */
        'application/json': {
          /** @enum {string} */
          provider: 'log' | 'aliyun' | 'tencent';
          accessKeyId?: string;
          accessKeySecret?: string | null;
          sdkAppId?: string;
          signName?: string;
          region?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          perMinute?: number | string | true;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          perDay?: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_templatelist: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?: string;
          kind?: ('code' | 'notice' | 'marketing') | unknown | '';
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 5,
           *             "title": "代理申请驳回",
           *             "kind": "notice",
           *             "code": "",
           *             "content": "{name}您好，您在{brand}的代理申请未通过：{reason}。请修改后重新提交。",
           *             "variables": [
           *               "name",
           *               "brand"
           *             ],
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.561Z",
           *             "updatedAt": "2026-12-07T03:47:17.561Z"
           *           },
           *           {
           *             "id": 4,
           *             "title": "代理审核通过",
           *             "kind": "notice",
           *             "code": "",
           *             "content": "{name}您好，您在{brand}的代理申请已通过审核，欢迎加入！",
           *             "variables": [
           *               "name",
           *               "brand"
           *             ],
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.561Z",
           *             "updatedAt": "2026-12-07T03:47:17.561Z"
           *           }
           *         ],
           *         "total": 5,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['SmsTemplate'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_templatedetail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 5
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 5,
           *         "title": "代理申请驳回",
           *         "kind": "notice",
           *         "code": "",
           *         "content": "{name}您好，您在{brand}的代理申请未通过：{reason}。请修改后重新提交。",
           *         "variables": [
           *           "name",
           *           "brand"
           *         ],
           *         "display": true,
           *         "createdAt": "2026-12-07T03:47:17.561Z",
           *         "updatedAt": "2026-12-07T03:47:17.561Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SmsTemplate'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_templateadd: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "walk",
         *       "kind": "code",
         *       "code": "walk",
         *       "content": "walk",
         *       "display": true
         *     }
         */
        'application/json': {
          title: string;
          /** @enum {string} */
          kind: 'code' | 'notice' | 'marketing';
          code?: string;
          content: string;
          display?: boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_templateupdate: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 5,
         *       "title": "代理申请驳回",
         *       "kind": "notice",
         *       "code": "",
         *       "content": "{name}您好，您在{brand}的代理申请未通过：{reason}。请修改后重新提交。",
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          /** @enum {string} */
          kind?: 'code' | 'notice' | 'marketing';
          code?: string;
          content?: string;
          display?: boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_templatestatus: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 5,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          display: boolean | 0 | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_brand_sms_templatedel: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 5
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 2",
           *       "data": {
           *         "deleted": 2
           *       },
           *       "undo": {
           *         "id": 59,
           *         "until": "2026-12-07T04:17:30.258Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_send: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "templateId": 1,
         *       "mobiles": [
         *         "walk"
         *       ],
         *       "customerGroupId": 1,
         *       "params": {},
         *       "requestId": "walk"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          templateId: number | string | true;
          mobiles?: string[];
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          customerGroupId?: number | string | true;
          params?: {
            [key: string]: string;
          };
          requestId?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "batchId": 2000000000,
           *         "queued": 1,
           *         "refused": [
           *           {
           *             "mobile": "walk",
           *             "to": "walk",
           *             "reason": "walk",
           *             "message": "walk"
           *           }
           *         ],
           *         "leftOut": [
           *           {
           *             "reason": "lost",
           *             "count": 1,
           *             "message": "walk"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SendResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_send_preview: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "customerGroupId": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          customerGroupId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "recipients": 51,
           *         "leftOut": [
           *           {
           *             "reason": "lost",
           *             "count": 4,
           *             "message": "Lost customers get no message: 4"
           *           }
           *         ],
           *         "first": {
           *           "name": "吴磊",
           *           "company": "远航科技"
           *         }
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SendPreview'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_repeat: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 5
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id?: number | string | true;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          batchId?: number | string | true;
        } & (unknown | unknown);
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "batchId": 2000000000,
           *         "queued": 1,
           *         "refused": [
           *           {
           *             "mobile": "walk",
           *             "to": "walk",
           *             "reason": "walk",
           *             "message": "walk"
           *           }
           *         ],
           *         "leftOut": [
           *           {
           *             "reason": "lost",
           *             "count": 1,
           *             "message": "walk"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SendResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?: string;
          status?: ('queued' | 'sending' | 'sent' | 'failed' | 'unknown') | unknown | '';
          to?: string | unknown;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          templateId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          batchId?: (number | string | true) | unknown | '' | '1' | 1;
          dateFrom?: string | unknown | '';
          dateTo?: string | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 872,
           *             "batchId": 1,
           *             "to": "13800130001",
           *             "templateId": 1,
           *             "status": "sent",
           *             "reason": "",
           *             "providerId": "log-demo-0-1",
           *             "attempts": 1,
           *             "repeatOf": null,
           *             "repeatedBy": null,
           *             "createdAt": "2026-12-07T03:40:17.095Z",
           *             "sentAt": "2026-12-07T03:40:17.095Z",
           *             "text": "您的验证码是104729，5分钟内有效，请勿告诉他人。"
           *           },
           *           {
           *             "id": 871,
           *             "batchId": 1,
           *             "to": "13800130002",
           *             "templateId": 1,
           *             "status": "sent",
           *             "reason": "",
           *             "providerId": "log-demo-0-2",
           *             "attempts": 1,
           *             "repeatOf": null,
           *             "repeatedBy": null,
           *             "createdAt": "2026-12-07T03:33:17.095Z",
           *             "sentAt": "2026-12-07T03:33:17.095Z",
           *             "text": "您的验证码是209458，5分钟内有效，请勿告诉他人。"
           *           }
           *         ],
           *         "total": 872,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['SmsLogItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_sms_stats: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "today": {
           *           "sent": 11,
           *           "failed": 1
           *         },
           *         "last30": {
           *           "sent": 800,
           *           "failed": 72
           *         },
           *         "days": [
           *           {
           *             "day": "2026-11-08",
           *             "sent": 17,
           *             "failed": 2
           *           },
           *           {
           *             "day": "2026-11-09",
           *             "sent": 40,
           *             "failed": 3
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['NotifyStats'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_config_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "host": "",
           *         "port": 465,
           *         "secure": "tls",
           *         "user": "",
           *         "password": {
           *           "set": false,
           *           "endsWith": ""
           *         },
           *         "fromName": "",
           *         "fromAddress": "",
           *         "replyTo": ""
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['EmailConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_config_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "host": "walk",
         *       "port": 1,
         *       "secure": "tls",
         *       "user": "admin",
         *       "password": "Correct-horse-9",
         *       "fromName": "walk",
         *       "fromAddress": "walk@example.com",
         *       "replyTo": ""
         *     }
         */
        'application/json': {
          host: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          port: number | string | true;
          /** @enum {string} */
          secure: 'tls' | 'starttls' | 'none';
          user?: string;
          password?: string | null;
          fromName?: string;
          fromAddress: string;
          replyTo?: '' | string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_testmail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "to": "walk@example.com"
         *     }
         */
        'application/json': {
          to: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_template_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?: string;
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 2,
           *             "name": "月度会员通讯",
           *             "subject": "{{month}} 会员通讯",
           *             "body": "<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>",
           *             "variables": [
           *               "month",
           *               "name"
           *             ],
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.095Z",
           *             "updatedAt": "2026-12-07T03:47:17.095Z"
           *           },
           *           {
           *             "id": 1,
           *             "name": "订单发货通知",
           *             "subject": "您的订单 {{order}} 已发货",
           *             "body": "<p>{{name}}，您好：</p><p>您的订单 <strong>{{order}}</strong> 已发货，预计三天内送达。</p>",
           *             "variables": [
           *               "order",
           *               "name"
           *             ],
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.095Z",
           *             "updatedAt": "2026-12-07T03:47:17.095Z"
           *           }
           *         ],
           *         "total": 2,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['EmailTemplate'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_template_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2,
           *         "name": "月度会员通讯",
           *         "subject": "{{month}} 会员通讯",
           *         "body": "<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>",
           *         "variables": [
           *           "month",
           *           "name"
           *         ],
           *         "display": true,
           *         "createdAt": "2026-12-07T03:47:17.095Z",
           *         "updatedAt": "2026-12-07T03:47:17.095Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['EmailTemplate'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_template_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "walk",
         *       "subject": "walk",
         *       "body": "walk",
         *       "display": true
         *     }
         */
        'application/json': {
          name: string;
          subject: string;
          body: string;
          display?: boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_template_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2,
         *       "name": "月度会员通讯",
         *       "subject": "{{month}} 会员通讯",
         *       "body": "<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>",
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          name?: string;
          subject?: string;
          body?: string;
          display?: boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_template_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          display: boolean | 0 | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_email_template_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 2
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 2",
           *       "data": {
           *         "deleted": 2
           *       },
           *       "undo": {
           *         "id": 60,
           *         "until": "2026-12-07T04:17:30.269Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "to": [
         *         "walk"
         *       ],
         *       "cc": [
         *         "walk@example.com"
         *       ],
         *       "subject": "{{month}} 会员通讯",
         *       "body": "<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>",
         *       "templateId": 1,
         *       "params": {},
         *       "sendAt": "2026-01-02T03:04:05Z"
         *     }
         */
        'application/json': {
          to: string[];
          cc?: string[];
          subject?: string;
          body?: string;
          templateId?: (number | string | true) | null;
          params?: {
            [key: string]: string;
          };
          sendAt?: (string | null) | unknown;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2,
         *       "to": [
         *         "walk"
         *       ],
         *       "cc": [
         *         "walk@example.com"
         *       ],
         *       "subject": "{{month}} 会员通讯",
         *       "body": "<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>",
         *       "templateId": 1,
         *       "params": {},
         *       "sendAt": "2026-01-02T03:04:05Z"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          to?: string[];
          cc?: string[];
          subject?: string;
          body?: string;
          templateId?: (number | string | true) | null;
          params?: {
            [key: string]: string;
          };
          sendAt?: (string | null) | unknown;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_email_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000,
           *         "to": [
           *           "walk"
           *         ],
           *         "cc": [
           *           "walk"
           *         ],
           *         "subject": "walk",
           *         "body": "walk",
           *         "templateId": 2000000000,
           *         "params": {},
           *         "sendAt": "walk",
           *         "createdAt": "walk",
           *         "updatedAt": "walk"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['EmailDraft'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_draft_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "to": [
           *               "walk"
           *             ],
           *             "cc": [
           *               "walk@example.com"
           *             ],
           *             "subject": "{{month}} 会员通讯",
           *             "body": "<h2>{{month}} 会员通讯</h2><p>{{name}}，感谢您一直以来的支持。</p>",
           *             "templateId": 1,
           *             "params": {},
           *             "sendAt": "2026-01-02T03:04:05.000Z",
           *             "createdAt": "2026-12-07T03:47:25.683Z",
           *             "updatedAt": "2026-12-07T03:47:25.683Z"
           *           }
           *         ],
           *         "total": 1,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['EmailDraft'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_user: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "keyword": "walk"
         *     }
         */
        'application/json': {
          keyword?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": []
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['EmailRecipient'][];
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_send: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2000000000,
         *       "requestId": "walk"
         *     }
         */
        'application/json':
          | {
              /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
              id: number | string | true;
              requestId?: string;
            }
          | {
              to?: string[];
              cc?: string[];
              subject?: string;
              body?: string;
              templateId?: (number | string | true) | null;
              params?: {
                [key: string]: string;
              };
              sendAt?: (string | null) | unknown;
              /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
              customerGroupId?: number | string | true;
              requestId?: string;
            };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "batchId": 2000000000,
           *         "queued": 1,
           *         "refused": [
           *           {
           *             "mobile": "walk",
           *             "to": "walk",
           *             "reason": "walk",
           *             "message": "walk"
           *           }
           *         ],
           *         "leftOut": [
           *           {
           *             "reason": "lost",
           *             "count": 1,
           *             "message": "walk"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SendResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_send_preview: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "customerGroupId": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          customerGroupId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "recipients": 18,
           *         "leftOut": [
           *           {
           *             "reason": "lost",
           *             "count": 4,
           *             "message": "Lost customers get no message: 4"
           *           },
           *           {
           *             "reason": "noEmail",
           *             "count": 33,
           *             "message": "Customers without an e-mail get no message: 33"
           *           }
           *         ],
           *         "first": {
           *           "name": "李浩宇",
           *           "company": "悦己美业"
           *         }
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SendPreview'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?: string;
          status?: ('queued' | 'sending' | 'sent' | 'failed' | 'unknown') | unknown | '';
          to?: string | unknown;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          templateId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          batchId?: (number | string | true) | unknown | '' | '1' | 1;
          dateFrom?: string | unknown | '';
          dateTo?: string | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 360,
           *             "batchId": 1,
           *             "to": "customer0-1@example.com",
           *             "templateId": 1,
           *             "status": "sent",
           *             "reason": "",
           *             "providerId": "<demo-0-1@brand.example>",
           *             "attempts": 1,
           *             "repeatOf": null,
           *             "repeatedBy": null,
           *             "createdAt": "2026-12-07T03:36:17.095Z",
           *             "sentAt": "2026-12-07T03:36:17.095Z",
           *             "subject": "您的订单 A1001 已发货",
           *             "sendAt": null
           *           },
           *           {
           *             "id": 359,
           *             "batchId": 1,
           *             "to": "customer0-2@example.com",
           *             "templateId": 1,
           *             "status": "sent",
           *             "reason": "",
           *             "providerId": "<demo-0-2@brand.example>",
           *             "attempts": 1,
           *             "repeatOf": null,
           *             "repeatedBy": null,
           *             "createdAt": "2026-12-07T03:25:17.095Z",
           *             "sentAt": "2026-12-07T03:25:17.095Z",
           *             "subject": "您的订单 A1002 已发货",
           *             "sendAt": null
           *           }
           *         ],
           *         "total": 360,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['EmailLogItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_repeat: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id?: number | string | true;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          batchId?: number | string | true;
        } & (unknown | unknown);
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "batchId": 2000000000,
           *         "queued": 1,
           *         "refused": [
           *           {
           *             "mobile": "walk",
           *             "to": "walk",
           *             "reason": "walk",
           *             "message": "walk"
           *           }
           *         ],
           *         "leftOut": [
           *           {
           *             "reason": "lost",
           *             "count": 1,
           *             "message": "walk"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SendResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_email_stats: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "today": {
           *           "sent": 4,
           *           "failed": 0
           *         },
           *         "last30": {
           *           "sent": 337,
           *           "failed": 23
           *         },
           *         "days": [
           *           {
           *             "day": "2026-11-08",
           *             "sent": 18,
           *             "failed": 2
           *           },
           *           {
           *             "day": "2026-11-09",
           *             "sent": 12,
           *             "failed": 1
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['NotifyStats'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @enum {string} */
          sort?: 'createdAt' | 'name' | 'verifiedAt' | '-createdAt' | '-name' | '-verifiedAt';
          status?: ('pending' | 'passed' | 'rejected' | 'disabled') | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          region?: (number | string | true) | unknown | '' | '1' | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 9,
           *             "name": "黄思远",
           *             "mobile": "13800138009",
           *             "company": "长沙思远连锁",
           *             "groupId": null,
           *             "rejectReason": "",
           *             "verifiedAt": null,
           *             "remark": "",
           *             "createdAt": "2026-12-03T03:47:17.500Z",
           *             "updatedAt": "2026-12-07T03:47:17.557Z",
           *             "address": {
           *               "areaId": 430104,
           *               "lat": null,
           *               "lng": null,
           *               "province": "湖南省",
           *               "city": "长沙市",
           *               "district": "岳麓区",
           *               "address": "中山路 74 号"
           *             },
           *             "idCard": "4301**********3807",
           *             "licenceImages": [],
           *             "groupTitle": "",
           *             "level": null,
           *             "status": "pending",
           *             "verifiedBy": null
           *           },
           *           {
           *             "id": 8,
           *             "name": "郑佳怡",
           *             "mobile": "13800138008",
           *             "company": "厦门佳怡饮品",
           *             "groupId": null,
           *             "rejectReason": "",
           *             "verifiedAt": null,
           *             "remark": "",
           *             "createdAt": "2026-12-02T03:47:17.500Z",
           *             "updatedAt": "2026-12-07T03:47:17.548Z",
           *             "address": {
           *               "areaId": 350203,
           *               "lat": null,
           *               "lng": null,
           *               "province": "福建省",
           *               "city": "厦门市",
           *               "district": "思明区",
           *               "address": "解放大道 67 号"
           *             },
           *             "idCard": "3502**********3713",
           *             "licenceImages": [],
           *             "groupTitle": "",
           *             "level": null,
           *             "status": "pending",
           *             "verifiedBy": null
           *           }
           *         ],
           *         "total": 9,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['AgentItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 9
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 9,
           *         "name": "黄思远",
           *         "mobile": "13800138009",
           *         "company": "长沙思远连锁",
           *         "groupId": null,
           *         "rejectReason": "",
           *         "verifiedAt": null,
           *         "remark": "",
           *         "createdAt": "2026-12-03T03:47:17.500Z",
           *         "updatedAt": "2026-12-07T03:47:17.557Z",
           *         "address": {
           *           "areaId": 430104,
           *           "lat": null,
           *           "lng": null,
           *           "province": "湖南省",
           *           "city": "长沙市",
           *           "district": "岳麓区",
           *           "address": "中山路 74 号"
           *         },
           *         "idCard": "4301**********3807",
           *         "licenceImages": [],
           *         "groupTitle": "",
           *         "level": null,
           *         "status": "pending",
           *         "verifiedBy": null
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AgentItem'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "w",
         *       "mobile": "13800138000",
         *       "idCard": "11010519491231002X"
         *     }
         */
        'application/json': {
          name: string;
          mobile: string;
          company?: string;
          address?: {
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            areaId: number | string | unknown | '' | true | false;
            lat?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            lng?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            /** @default  */
            province?: string;
            /** @default  */
            city?: string;
            /** @default  */
            district?: string;
            /** @default  */
            address?: string;
          };
          /**
           * @description A mainland China resident id card number: 17 digits and a check character (a digit or X), naming a region and a birth date that exist; the check character must match the 17 digits.
           * @example 11010519491231002X
           */
          idCard: string;
          licenceImages?: {
            fileurl: string;
            /** @default  */
            title?: string;
          }[];
          groupId?: ((number | string | true) | null) | unknown | '' | '1' | 1 | 0;
          remark?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 9,
         *       "name": "黄思远",
         *       "mobile": "13800138009",
         *       "company": "长沙思远连锁",
         *       "address": {
         *         "areaId": 430104,
         *         "lat": null,
         *         "lng": null,
         *         "province": "湖南省",
         *         "city": "长沙市",
         *         "district": "岳麓区",
         *         "address": "中山路 74 号"
         *       },
         *       "licenceImages": [],
         *       "groupId": 1,
         *       "remark": "",
         *       "status": "pending"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          name?: string;
          mobile?: string;
          company?: string;
          address?: {
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            areaId: number | string | unknown | '' | true | false;
            lat?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            lng?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            /** @default  */
            province?: string;
            /** @default  */
            city?: string;
            /** @default  */
            district?: string;
            /** @default  */
            address?: string;
          };
          /**
           * @description A mainland China resident id card number: 17 digits and a check character (a digit or X), naming a region and a birth date that exist; the check character must match the 17 digits.
           * @example 11010519491231002X
           */
          idCard?: string;
          licenceImages?: {
            fileurl: string;
            /** @default  */
            title?: string;
          }[];
          groupId?: ((number | string | true) | null) | unknown | '' | '1' | 1 | 0;
          remark?: string;
          /** @enum {string} */
          status?: 'pending' | 'passed' | 'rejected' | 'disabled';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_agent_user_delete: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 9
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 2",
           *       "data": {
           *         "deleted": 2
           *       },
           *       "undo": {
           *         "id": 62,
           *         "until": "2026-12-07T04:17:30.288Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_verify: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "groupId": 1
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          region?: (number | string | true) | unknown | '' | '1' | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 9,
           *             "name": "黄思远",
           *             "mobile": "13800138009",
           *             "company": "长沙思远连锁",
           *             "groupId": 1,
           *             "rejectReason": "",
           *             "verifiedAt": null,
           *             "remark": "",
           *             "createdAt": "2026-12-03T03:47:17.500Z",
           *             "updatedAt": "2026-12-07T03:47:28.587Z",
           *             "address": {
           *               "areaId": 430104,
           *               "lat": null,
           *               "lng": null,
           *               "province": "湖南省",
           *               "city": "长沙市",
           *               "district": "岳麓区",
           *               "address": "中山路 74 号"
           *             },
           *             "idCard": "4301**********3807",
           *             "licenceImages": [],
           *             "groupTitle": "金牌代理",
           *             "level": 1,
           *             "status": "pending",
           *             "verifiedBy": null
           *           }
           *         ],
           *         "total": 1,
           *         "page": 1,
           *         "pageSize": 20
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['AgentItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_pass: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 9
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id?: number | string | true;
          ids?: (number | string | true)[];
        } & (unknown | unknown);
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Passed 1 application(s)",
           *       "data": {
           *         "decided": 1,
           *         "sms": null
           *       },
           *       "undo": {
           *         "id": 31,
           *         "until": "2026-12-07T04:17:28.629Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AgentDecisionResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_reject: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 9,
         *       "reason": "walk"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id?: number | string | true;
          ids?: (number | string | true)[];
          reason: string;
        } & (unknown | unknown);
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "decided": 1,
           *         "sms": {
           *           "queued": 1,
           *           "refused": 1
           *         }
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AgentDecisionResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_configdetail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "passTemplateId": null,
           *         "rejectTemplateId": null,
           *         "templates": [
           *           {
           *             "id": 34,
           *             "title": "walk",
           *             "content": "walk",
           *             "display": true,
           *             "variables": []
           *           },
           *           {
           *             "id": 5,
           *             "title": "代理申请驳回",
           *             "content": "{name}您好，您在{brand}的代理申请未通过：{reason}。请修改后重新提交。",
           *             "display": true,
           *             "variables": [
           *               "name",
           *               "brand"
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AgentConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_user_configupdate: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "passTemplateId": 2000000000,
         *       "rejectTemplateId": 2000000000
         *     }
         */
        'application/json': {
          passTemplateId: ((number | string | true) | null) | unknown | '' | '1' | 1 | 0;
          rejectTemplateId: ((number | string | true) | null) | unknown | '' | '1' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_group_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @enum {string} */
          sort?:
            | 'level'
            | 'title'
            | 'commission'
            | 'agentCount'
            | '-level'
            | '-title'
            | '-commission'
            | '-agentCount';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "title": "金牌代理",
           *             "level": 1,
           *             "commission": "20.00",
           *             "description": "年销售额 100 万元以上",
           *             "createdAt": "2026-12-07T03:47:17.361Z",
           *             "updatedAt": "2026-12-07T03:47:17.361Z",
           *             "agentCount": 1
           *           },
           *           {
           *             "id": 2,
           *             "title": "银牌代理",
           *             "level": 2,
           *             "commission": "15.00",
           *             "description": "年销售额 30 万元以上",
           *             "createdAt": "2026-12-07T03:47:17.361Z",
           *             "updatedAt": "2026-12-07T03:47:17.361Z",
           *             "agentCount": 2
           *           }
           *         ],
           *         "total": 3,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['AgentGroupItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_group_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "title": "金牌代理",
           *         "level": 1,
           *         "commission": "20.00",
           *         "description": "年销售额 100 万元以上",
           *         "createdAt": "2026-12-07T03:47:17.361Z",
           *         "updatedAt": "2026-12-07T03:47:17.361Z",
           *         "agentCount": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AgentGroupItem'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_group_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "金牌代理",
         *       "level": 1,
         *       "commission": "20.00",
         *       "description": "年销售额 100 万元以上"
         *     }
         */
        'application/json': {
          title: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          level: number | string | true;
          /** @description A decimal amount as text, at most 2 places, from 0 to 100. */
          commission: string | 1 | 0;
          description?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_group_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "title": "金牌代理",
         *       "level": 1,
         *       "commission": "20.00",
         *       "description": "年销售额 100 万元以上"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          level?: number | string | true;
          /** @description A decimal amount as text, at most 2 places, from 0 to 100. */
          commission?: string | 1 | 0;
          description?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_agent_group_delete: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       },
           *       "undo": {
           *         "id": 63,
           *         "until": "2026-12-07T04:17:30.297Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_agent_summary: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "total": 10,
           *         "byStatus": {
           *           "pending": 2,
           *           "passed": 6,
           *           "rejected": 1,
           *           "disabled": 1
           *         },
           *         "byGroup": [
           *           {
           *             "groupId": 1,
           *             "title": "金牌代理",
           *             "level": 1,
           *             "agents": 2
           *           },
           *           {
           *             "groupId": 2,
           *             "title": "银牌代理",
           *             "level": 2,
           *             "agents": 2
           *           }
           *         ],
           *         "newThisMonth": 4
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AgentSummary'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_ai_config_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "configured": false,
           *         "baseUrl": "",
           *         "model": "",
           *         "apiKey": {
           *           "set": false,
           *           "endsWith": ""
           *         },
           *         "updatedAt": null
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AiConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_ai_config_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "baseUrl": "",
         *       "model": "",
         *       "apiKey": "walk"
         *     }
         */
        'application/json': {
          baseUrl: '' | string;
          model: '' | string;
          apiKey?: string | null;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_ai_chat: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "task": "sms-template",
         *       "messages": [
         *         {
         *           "role": "user",
         *           "content": "walk"
         *         }
         *       ],
         *       "context": {}
         *     }
         */
        'application/json': {
          /** @enum {string} */
          task?: 'sms-template' | 'email-template' | 'article' | 'followup-summary' | 'portrait';
          messages: {
            /** @enum {string} */
            role: 'user' | 'assistant';
            content: string;
          }[];
          /** @description What the task works from (a customer, an article’s title): see the rule of each task. */
          context?: Record<string, never> | null;
        } & (unknown & unknown & unknown & unknown & unknown & unknown);
      };
    };
    responses: {
      /** @description A stream of server-sent events: `{ delta }` as text comes, then `{ done, usage }`, or `{ error }` if it broke off. A refusal before the stream starts is the JSON envelope. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
          'application/json':
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_wxwork_account_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          status?: (number | string | unknown | '' | true | false) | unknown | '' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "title": "门店客服",
           *             "corpId": "ww3f5e8a9c1d2b4e6f",
           *             "agentId": 1000002,
           *             "secret": {
           *               "set": true,
           *               "endsWith": "",
           *               "unreadable": true
           *             },
           *             "status": 1,
           *             "callbackUrl": "http://localhost/wxwork/callback/1.html",
           *             "createdAt": "2026-12-07T03:47:17.568Z",
           *             "updatedAt": "2026-12-07T03:47:17.568Z"
           *           }
           *         ],
           *         "total": 1,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['WxworkAccountItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_wxwork_account_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "title": "门店客服",
           *         "corpId": "ww3f5e8a9c1d2b4e6f",
           *         "agentId": 1000002,
           *         "secret": {
           *           "set": true,
           *           "endsWith": "",
           *           "unreadable": true
           *         },
           *         "status": 1,
           *         "callbackUrl": "http://localhost/wxwork/callback/1.html",
           *         "createdAt": "2026-12-07T03:47:17.568Z",
           *         "updatedAt": "2026-12-07T03:47:17.568Z",
           *         "token": "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718",
           *         "encodingAesKey": "kWxPEV2UEDyxWpmPdKC3F4dgPDmOvfKX1HGnEUDS1aR"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['WxworkAccountDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_wxwork_account_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "walk",
         *       "corpId": "13800138000",
         *       "agentId": 2000000000,
         *       "secret": "walk",
         *       "token": "",
         *       "encodingAesKey": "",
         *       "status": 0
         *     }
         */
        'application/json': {
          title: string;
          corpId: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          agentId: number | string | true;
          secret: string;
          token?: string | '';
          encodingAesKey?: string | '';
          status?: 0 | 1 | boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_wxwork_account_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "title": "门店客服",
         *       "corpId": "ww3f5e8a9c1d2b4e6f",
         *       "agentId": 1000002,
         *       "secret": "walk",
         *       "token": "",
         *       "encodingAesKey": "",
         *       "status": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          corpId?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          agentId?: number | string | true;
          secret?: string;
          token?: string | '';
          encodingAesKey?: string | '';
          status?: 0 | 1 | boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_wxwork_account_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_apply_summary: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "sms": {
           *           "provider": "log",
           *           "ready": false
           *         },
           *         "email": {
           *           "host": "walk",
           *           "fromAddress": "walk@example.com",
           *           "ready": true
           *         },
           *         "wxwork": {
           *           "total": 2,
           *           "enabled": 1
           *         },
           *         "ai": {
           *           "ready": false
           *         }
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ApplySummary'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_config_brand: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "cfg_brand_title": "Demo Brand",
           *         "cfg_brand_logo": "",
           *         "cfg_brand_contact": "",
           *         "cfg_brand_phone": "",
           *         "cfg_brand_email": "",
           *         "cfg_brand_address": {
           *           "areaId": 0,
           *           "lat": null,
           *           "lng": null,
           *           "province": "",
           *           "city": "",
           *           "district": "",
           *           "address": ""
           *         },
           *         "cfg_brand_intro": "",
           *         "cfg_brand_hours": ""
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['BrandConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_config_attach: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "cfg_attach_image_max_mb": 5,
           *         "cfg_attach_image_max_mp": 40,
           *         "cfg_attach_video_max_mb": 100,
           *         "cfg_attach_file_max_mb": 20,
           *         "cfg_attach_image_exts": "jpg,jpeg,png,gif,webp",
           *         "cfg_attach_video_exts": "mp4,webm,mov",
           *         "cfg_attach_file_exts": "pdf,doc,docx,xls,xlsx,ppt,pptx,zip,txt,csv",
           *         "cfg_attach_thumb_width": 320,
           *         "cfg_attach_storage": "local"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AttachConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_config_tech: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "cfg_tech_site_url": "",
           *         "cfg_tech_icp": "",
           *         "cfg_tech_police_record": "",
           *         "cfg_tech_copyright": "",
           *         "cfg_tech_service_phone": "",
           *         "cfg_tech_site_api": true
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['TechConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_config_document: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "cfg_document_agreement": "",
           *         "cfg_document_agreement_version": 0,
           *         "cfg_document_agreement_updated_at": null,
           *         "cfg_document_privacy": "",
           *         "cfg_document_privacy_version": 0,
           *         "cfg_document_privacy_updated_at": null
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DocumentConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_config_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "saved": [
           *           "walk"
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ConfigUpdateResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_area_child_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | unknown | '' | true | false;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": [
           *         {
           *           "id": 2000000000,
           *           "name": "walk",
           *           "level": 1
           *         }
           *       ]
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AreaNode'][];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_area_init: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          areaId?: (number | string | unknown | '' | true | false) | unknown | '' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "levels": [
           *           {
           *             "selectedId": 0,
           *             "list": [
           *               {
           *                 "id": 110000,
           *                 "name": "北京市",
           *                 "level": 1
           *               },
           *               {
           *                 "id": 120000,
           *                 "name": "天津市",
           *                 "level": 1
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AreaInit'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "group",
         *       "title": "w"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          type: 'group' | 'tag' | 'follow' | 'source';
          title: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: number | string | true;
          /**
           * @description A colour as `#RRGGBB`, or empty for none.
           * @example #336699
           */
          color?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2,
         *       "title": "VIP",
         *       "color": "#cf1322",
         *       "groupId": 1,
         *       "ordernum": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          /**
           * @description A colour as `#RRGGBB`, or empty for none.
           * @example #336699
           */
          color?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: number | string | true;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 13,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          display: boolean | 0 | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null,
           *       "undo": {
           *         "id": 35,
           *         "until": "2026-12-07T04:17:28.900Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_crm_tag_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 2
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_group: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "display": true
         *     }
         */
        'application/json': {
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": [
           *         {
           *           "id": 1,
           *           "title": "客户等级",
           *           "color": "#cf1322",
           *           "ordernum": 1,
           *           "display": true,
           *           "createdAt": "2026-12-07T03:47:17.586Z",
           *           "type": "group",
           *           "groupId": 0,
           *           "tags": [
           *             {
           *               "id": 2,
           *               "title": "VIP",
           *               "color": "#cf1322",
           *               "ordernum": 1,
           *               "display": true,
           *               "createdAt": "2026-12-07T03:47:17.586Z",
           *               "type": "tag",
           *               "groupId": 1
           *             },
           *             {
           *               "id": 3,
           *               "title": "普通",
           *               "color": "",
           *               "ordernum": 2,
           *               "display": true,
           *               "createdAt": "2026-12-07T03:47:17.586Z",
           *               "type": "tag",
           *               "groupId": 1
           *             }
           *           ]
           *         },
           *         {
           *           "id": 5,
           *           "title": "关注点",
           *           "color": "#0958d9",
           *           "ordernum": 2,
           *           "display": true,
           *           "createdAt": "2026-12-07T03:47:17.586Z",
           *           "type": "group",
           *           "groupId": 0,
           *           "tags": [
           *             {
           *               "id": 6,
           *               "title": "价格敏感",
           *               "color": "#ad6800",
           *               "ordernum": 1,
           *               "display": true,
           *               "createdAt": "2026-12-07T03:47:17.586Z",
           *               "type": "tag",
           *               "groupId": 5
           *             },
           *             {
           *               "id": 7,
           *               "title": "重视服务",
           *               "color": "#389e0d",
           *               "ordernum": 2,
           *               "display": true,
           *               "createdAt": "2026-12-07T03:47:17.586Z",
           *               "type": "tag",
           *               "groupId": 5
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CrmTagGroup'][];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_taglist: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 2,
           *             "title": "VIP",
           *             "color": "#cf1322",
           *             "ordernum": 1,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "type": "tag",
           *             "groupId": 1,
           *             "groupTitle": "客户等级"
           *           },
           *           {
           *             "id": 3,
           *             "title": "普通",
           *             "color": "",
           *             "ordernum": 2,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "type": "tag",
           *             "groupId": 1,
           *             "groupTitle": "客户等级"
           *           }
           *         ],
           *         "total": 6,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CrmTagListItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_followlist: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 9,
           *             "title": "电话",
           *             "color": "",
           *             "ordernum": 1,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "type": "follow",
           *             "groupId": 0
           *           },
           *           {
           *             "id": 10,
           *             "title": "微信",
           *             "color": "",
           *             "ordernum": 2,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "type": "follow",
           *             "groupId": 0
           *           }
           *         ],
           *         "total": 4,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CrmTagItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_sourcelist: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 13,
           *             "title": "官网",
           *             "color": "",
           *             "ordernum": 1,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "type": "source",
           *             "groupId": 0
           *           },
           *           {
           *             "id": 14,
           *             "title": "线下活动",
           *             "color": "",
           *             "ordernum": 2,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "type": "source",
           *             "groupId": 0
           *           }
           *         ],
           *         "total": 4,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CrmTagItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_tag_order: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "list": [
         *         {
         *           "id": 2000000000,
         *           "ordernum": 1
         *         }
         *       ]
         *     }
         */
        'application/json': {
          list: {
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            id: number | string | true;
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            ordernum: number | string | unknown | '' | true | false;
          }[];
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_material_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          kind?: ('image' | 'video' | 'file' | 'text' | 'link') | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          tagId?: (number | string | true) | unknown | '' | '1' | 1;
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 2,
           *             "title": "春季活动页",
           *             "excerpt": "",
           *             "url": "https://example.com/spring",
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "updatedAt": "2026-12-07T03:47:17.586Z",
           *             "kind": "link",
           *             "files": [],
           *             "thumburl": "",
           *             "tags": [
           *               {
           *                 "id": 6,
           *                 "title": "价格敏感",
           *                 "color": "#ad6800"
           *               }
           *             ]
           *           },
           *           {
           *             "id": 1,
           *             "title": "新客户欢迎语",
           *             "excerpt": "您好，欢迎关注我们！新客户首单享九折，有任何问题随时联系我。",
           *             "url": "",
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "updatedAt": "2026-12-07T03:47:17.586Z",
           *             "kind": "text",
           *             "files": [],
           *             "thumburl": "",
           *             "tags": [
           *               {
           *                 "id": 2,
           *                 "title": "VIP",
           *                 "color": "#cf1322"
           *               }
           *             ]
           *           }
           *         ],
           *         "total": 2,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CrmMaterialItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_material_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2,
           *         "title": "春季活动页",
           *         "excerpt": "",
           *         "url": "https://example.com/spring",
           *         "display": true,
           *         "createdAt": "2026-12-07T03:47:17.586Z",
           *         "updatedAt": "2026-12-07T03:47:17.586Z",
           *         "kind": "link",
           *         "files": [],
           *         "thumburl": "",
           *         "tags": [
           *           {
           *             "id": 6,
           *             "title": "价格敏感",
           *             "color": "#ad6800"
           *           }
           *         ],
           *         "content": ""
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CrmMaterialDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_material_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "春季活动页",
         *       "kind": "link",
         *       "files": [],
         *       "url": "https://example.com/spring",
         *       "display": true
         *     }
         */
        'application/json': {
          title: string;
          /** @enum {string} */
          kind: 'image' | 'video' | 'file' | 'text' | 'link';
          files?: {
            fileurl: string;
            title: string;
          }[];
          content?: string;
          url?: string;
          tags?: (number | string | true)[];
          display?: boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_material_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2,
         *       "title": "春季活动页",
         *       "kind": "link",
         *       "files": [],
         *       "url": "https://example.com/spring",
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          /** @enum {string} */
          kind?: 'image' | 'video' | 'file' | 'text' | 'link';
          files?: {
            fileurl: string;
            title: string;
          }[];
          content?: string;
          url?: string;
          tags?: (number | string | true)[];
          display?: boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_material_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          display: boolean | 0 | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_crm_material_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 2
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 2",
           *       "data": {
           *         "deleted": 2
           *       },
           *       "undo": {
           *         "id": 65,
           *         "until": "2026-12-07T04:17:30.342Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_product_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?: ('ordernum' | 'price' | 'createdAt' | '-ordernum' | '-price' | '-createdAt') | '';
          kind?: ('product' | 'service') | '';
          display?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
          /** @description A decimal amount as text, at most 2 places, from 0 to 99999999.99; empty for none. */
          priceMin?: string | unknown;
          /** @description A decimal amount as text, at most 2 places, from 0 to 99999999.99; empty for none. */
          priceMax?: string | unknown;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 4,
           *             "title": "上门安装",
           *             "code": "SVC-INSTALL",
           *             "unit": "次",
           *             "stock": null,
           *             "duration": 60,
           *             "cover": "",
           *             "coverThumb": "",
           *             "display": true,
           *             "ordernum": 1,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "updatedAt": "2026-12-07T03:47:17.586Z",
           *             "kind": "service",
           *             "price": "50.00",
           *             "marketPrice": null
           *           },
           *           {
           *             "id": 1,
           *             "title": "经典保温杯 500ml",
           *             "code": "CUP-500",
           *             "unit": "个",
           *             "stock": 120,
           *             "duration": null,
           *             "cover": "",
           *             "coverThumb": "",
           *             "display": true,
           *             "ordernum": 1,
           *             "createdAt": "2026-12-07T03:47:17.586Z",
           *             "updatedAt": "2026-12-07T03:47:17.586Z",
           *             "kind": "product",
           *             "price": "89.00",
           *             "marketPrice": "129.00"
           *           }
           *         ],
           *         "total": 5,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CrmProductItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_product_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 4
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 4,
           *         "title": "上门安装",
           *         "code": "SVC-INSTALL",
           *         "unit": "次",
           *         "stock": null,
           *         "duration": 60,
           *         "cover": "",
           *         "coverThumb": "",
           *         "display": true,
           *         "ordernum": 1,
           *         "createdAt": "2026-12-07T03:47:17.586Z",
           *         "updatedAt": "2026-12-07T03:47:17.586Z",
           *         "kind": "service",
           *         "price": "50.00",
           *         "marketPrice": null,
           *         "images": [],
           *         "description": ""
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CrmProductDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_product_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "kind": "product",
         *       "title": "w",
         *       "price": "12.50"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          kind: 'product' | 'service';
          title: string;
          code?: string;
          /**
           * @description A decimal amount as text, at most 2 places, from 0 to 99999999.99.
           * @example 12.50
           */
          price: string;
          /**
           * @description A decimal amount as text, at most 2 places, from 0 to 99999999.99; empty for none.
           * @example 12.50
           */
          marketPrice?: string;
          unit?: string;
          stock?: ((number | string | unknown | '' | true | false) | null) | unknown | '' | '1' | '0' | 1 | 0;
          duration?: ((number | string | true) | null) | unknown | '' | '1' | 1;
          cover?: string;
          images?: string[];
          description?: string;
          display?: boolean;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_product_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 4,
         *       "title": "上门安装",
         *       "code": "SVC-INSTALL",
         *       "price": "50.00",
         *       "unit": "次",
         *       "duration": 60,
         *       "cover": "",
         *       "display": true,
         *       "ordernum": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          code?: string;
          /**
           * @description A decimal amount as text, at most 2 places, from 0 to 99999999.99.
           * @example 12.50
           */
          price?: string;
          /**
           * @description A decimal amount as text, at most 2 places, from 0 to 99999999.99; empty for none.
           * @example 12.50
           */
          marketPrice?: string;
          unit?: string;
          stock?: ((number | string | unknown | '' | true | false) | null) | unknown | '' | '1' | '0' | 1 | 0;
          duration?: ((number | string | true) | null) | unknown | '' | '1' | 1;
          cover?: string;
          images?: string[];
          description?: string;
          display?: boolean;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_product_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 4,
         *       "ids": [
         *         4
         *       ],
         *       "display": true
         *     }
         */
        'application/json':
          | {
              /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
              id?: number | string | true;
              ids?: (number | string | true)[];
              display: boolean | 0 | 1;
            }
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "changed": 1
           *       },
           *       "undo": {
           *         "id": 38,
           *         "until": "2026-12-07T04:17:29.058Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CrmProductStatusResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_crm_product_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 4
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 2",
           *       "data": {
           *         "deleted": 2
           *       },
           *       "undo": {
           *         "id": 66,
           *         "until": "2026-12-07T04:17:30.351Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?:
            | (
                | 'createdAt'
                | 'lastFollowAt'
                | 'nextFollowAt'
                | 'name'
                | '-createdAt'
                | '-lastFollowAt'
                | '-nextFollowAt'
                | '-name'
              )
            | unknown
            | '';
          stage?: ('new' | 'following' | 'won' | 'lost') | unknown | '';
          level?: ('A' | 'B' | 'C') | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          sourceId?: (number | string | true) | unknown | '' | '1' | 1;
          tagIds?: (number | string | true)[] | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ownerId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          areaId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          importId?: (number | string | true) | unknown | '' | '1' | 1;
          createdFrom?: string | unknown;
          createdTo?: string | unknown;
          birthdayFrom?: string | unknown;
          birthdayTo?: string | unknown;
          due?: ('today' | 'overdue' | 'week') | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 319,
           *             "name": "李静",
           *             "mobile": "13912518242",
           *             "gender": "female",
           *             "company": "悦己美业",
           *             "title": "老板",
           *             "stage": "new",
           *             "level": "C",
           *             "sourceId": 14,
           *             "sourceTitle": "线下活动",
           *             "tags": [
           *               {
           *                 "id": 3,
           *                 "title": "普通",
           *                 "color": ""
           *               },
           *               {
           *                 "id": 6,
           *                 "title": "价格敏感",
           *                 "color": "#ad6800"
           *               }
           *             ],
           *             "owner": {
           *               "id": 3,
           *               "name": "销售顾问"
           *             },
           *             "region": "浙江省 杭州市 西湖区",
           *             "lastFollowAt": null,
           *             "nextFollowAt": "2026-11-28T03:47:17.772Z",
           *             "createdAt": "2026-11-18T00:47:17.772Z",
           *             "updatedAt": "2026-11-18T00:47:17.772Z",
           *             "lostReason": "",
           *             "lostAt": null
           *           },
           *           {
           *             "id": 318,
           *             "name": "刘晓东",
           *             "mobile": "13912510323",
           *             "gender": "female",
           *             "company": "",
           *             "title": "总监",
           *             "stage": "won",
           *             "level": "B",
           *             "sourceId": 16,
           *             "sourceTitle": "短视频平台",
           *             "tags": [],
           *             "owner": {
           *               "id": 2,
           *               "name": "运营专员"
           *             },
           *             "region": "广东省 广州市 天河区",
           *             "lastFollowAt": "2026-11-19T01:47:17.772Z",
           *             "nextFollowAt": null,
           *             "createdAt": "2026-11-03T00:17:36.131Z",
           *             "updatedAt": "2026-11-19T01:47:17.772Z",
           *             "lostReason": "",
           *             "lostAt": null
           *           }
           *         ],
           *         "total": 211,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CustomerItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_pool: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "page": 1,
         *       "pageSize": 1,
         *       "keyword": "walk",
         *       "sort": "createdAt",
         *       "stage": "new",
         *       "level": "C",
         *       "sourceId": 14,
         *       "tagIds": [
         *         2
         *       ],
         *       "ownerId": 2000000000,
         *       "areaId": 2000000000,
         *       "groupId": 1,
         *       "importId": 2000000000,
         *       "createdFrom": "2026-01-02",
         *       "createdTo": "2026-01-02",
         *       "birthdayFrom": "2026-01-02",
         *       "birthdayTo": "2026-01-02",
         *       "due": "today"
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?:
            | (
                | 'createdAt'
                | 'lastFollowAt'
                | 'nextFollowAt'
                | 'name'
                | '-createdAt'
                | '-lastFollowAt'
                | '-nextFollowAt'
                | '-name'
              )
            | unknown
            | '';
          stage?: ('new' | 'following' | 'won' | 'lost') | unknown | '';
          level?: ('A' | 'B' | 'C') | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          sourceId?: (number | string | true) | unknown | '' | '1' | 1;
          tagIds?: (number | string | true)[] | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ownerId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          areaId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          importId?: (number | string | true) | unknown | '' | '1' | 1;
          createdFrom?: string | unknown;
          createdTo?: string | unknown;
          birthdayFrom?: string | unknown;
          birthdayTo?: string | unknown;
          due?: ('today' | 'overdue' | 'week') | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [],
           *         "total": 0,
           *         "page": 1,
           *         "pageSize": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CustomerItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_lost: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "page": 1,
         *       "pageSize": 1,
         *       "keyword": "walk",
         *       "sort": "createdAt",
         *       "stage": "new",
         *       "level": "C",
         *       "sourceId": 14,
         *       "tagIds": [
         *         2
         *       ],
         *       "ownerId": 2000000000,
         *       "areaId": 2000000000,
         *       "groupId": 1,
         *       "importId": 2000000000,
         *       "createdFrom": "2026-01-02",
         *       "createdTo": "2026-01-02",
         *       "birthdayFrom": "2026-01-02",
         *       "birthdayTo": "2026-01-02",
         *       "due": "today"
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?:
            | (
                | 'createdAt'
                | 'lastFollowAt'
                | 'nextFollowAt'
                | 'name'
                | '-createdAt'
                | '-lastFollowAt'
                | '-nextFollowAt'
                | '-name'
              )
            | unknown
            | '';
          stage?: ('new' | 'following' | 'won' | 'lost') | unknown | '';
          level?: ('A' | 'B' | 'C') | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          sourceId?: (number | string | true) | unknown | '' | '1' | 1;
          tagIds?: (number | string | true)[] | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ownerId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          areaId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          importId?: (number | string | true) | unknown | '' | '1' | 1;
          createdFrom?: string | unknown;
          createdTo?: string | unknown;
          birthdayFrom?: string | unknown;
          birthdayTo?: string | unknown;
          due?: ('today' | 'overdue' | 'week') | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [],
           *         "total": 0,
           *         "page": 1,
           *         "pageSize": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CustomerItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 319
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 319,
           *         "name": "李静",
           *         "mobile": "13912518242",
           *         "gender": "female",
           *         "company": "悦己美业",
           *         "title": "老板",
           *         "stage": "new",
           *         "level": "C",
           *         "sourceId": 14,
           *         "sourceTitle": "线下活动",
           *         "tags": [
           *           {
           *             "id": 3,
           *             "title": "普通",
           *             "color": ""
           *           },
           *           {
           *             "id": 6,
           *             "title": "价格敏感",
           *             "color": "#ad6800"
           *           }
           *         ],
           *         "owner": {
           *           "id": 3,
           *           "name": "销售顾问"
           *         },
           *         "region": "浙江省 杭州市 西湖区",
           *         "lastFollowAt": null,
           *         "nextFollowAt": "2026-11-28T03:47:17.772Z",
           *         "createdAt": "2026-11-18T00:47:17.772Z",
           *         "updatedAt": "2026-11-18T00:47:17.772Z",
           *         "lostReason": "",
           *         "lostAt": null,
           *         "email": "customer319@example.com",
           *         "wechat": "",
           *         "birthday": "",
           *         "address": {
           *           "areaId": 330106,
           *           "lat": null,
           *           "lng": null,
           *           "province": "浙江省",
           *           "city": "杭州市",
           *           "district": "西湖区",
           *           "address": "中山路 119 号"
           *         },
           *         "remark": "",
           *         "ownedAt": "2026-11-18T00:47:17.772Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_owners: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": [
           *         {
           *           "id": 1,
           *           "name": "walk"
           *         },
           *         {
           *           "id": 2,
           *           "name": "运营专员"
           *         }
           *       ]
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                  name: string;
                }[];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_claim: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         319
         *       ]
         *     }
         */
        'application/json': {
          ids: (number | string | true)[];
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "changed": 0,
           *         "refused": [
           *           {
           *             "id": 319,
           *             "reason": "Already claimed by someone else"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerBulkResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_release: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         319
         *       ],
         *       "reason": "walk"
         *     }
         */
        'application/json': {
          ids: (number | string | true)[];
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "changed": 1,
           *         "refused": []
           *       },
           *       "undo": {
           *         "id": 39,
           *         "until": "2026-12-07T04:17:29.151Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerBulkResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_config_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "crm_pool_days": 30,
           *         "crm_claim_limit": 500
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CrmConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "w",
         *       "mobile": "13800138000"
         *     }
         */
        'application/json': {
          name: string;
          mobile: string;
          /** @enum {string} */
          gender?: 'unknown' | 'male' | 'female';
          company?: string;
          title?: string;
          email?: string | '';
          wechat?: string;
          /** @description A day, YYYY-MM-DD, not after today in China time (UTC+8); an empty string for none. */
          birthday?: string | '';
          address?: {
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            areaId: number | string | unknown | '' | true | false;
            lat?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            lng?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            /** @default  */
            province?: string;
            /** @default  */
            city?: string;
            /** @default  */
            district?: string;
            /** @default  */
            address?: string;
          };
          sourceId?: ((number | string | true) | null) | unknown | '' | '1' | 1 | 0;
          tagIds?: (number | string | true)[];
          /** @enum {string} */
          stage?: 'new' | 'following' | 'won';
          level?: (('A' | 'B' | 'C') | null) | unknown | '';
          remark?: string;
          nextFollowAt?: (string | null) | unknown | '';
          ownerId?: ((number | string | true) | null) | unknown | '' | '1' | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "id": 331
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 319,
         *       "name": "李静",
         *       "mobile": "13912518242",
         *       "gender": "female",
         *       "company": "悦己美业",
         *       "title": "老板",
         *       "sourceId": 14,
         *       "tagIds": [
         *         2
         *       ],
         *       "stage": "new",
         *       "level": "C",
         *       "nextFollowAt": "2026-11-28T03:47:17.772Z"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          name?: string;
          mobile?: string;
          /** @enum {string} */
          gender?: 'unknown' | 'male' | 'female';
          company?: string;
          title?: string;
          email?: string | '';
          wechat?: string;
          /** @description A day, YYYY-MM-DD, not after today in China time (UTC+8); an empty string for none. */
          birthday?: string | '';
          address?: {
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            areaId: number | string | unknown | '' | true | false;
            lat?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            lng?: (null | (number | string | unknown | '' | true | false)) | unknown | '' | '1' | '0' | 1 | 0;
            /** @default  */
            province?: string;
            /** @default  */
            city?: string;
            /** @default  */
            district?: string;
            /** @default  */
            address?: string;
          };
          sourceId?: ((number | string | true) | null) | unknown | '' | '1' | 1 | 0;
          tagIds?: (number | string | true)[];
          /** @enum {string} */
          stage?: 'new' | 'following' | 'won';
          level?: (('A' | 'B' | 'C') | null) | unknown | '';
          remark?: string;
          nextFollowAt?: (string | null) | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_crm_customer_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 319
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 2",
           *       "data": {
           *         "deleted": 2
           *       },
           *       "undo": {
           *         "id": 67,
           *         "until": "2026-12-07T04:17:30.360Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_assign: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         319
         *       ],
         *       "ownerId": 2000000000
         *     }
         */
        'application/json': {
          ids: (number | string | true)[];
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ownerId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "changed": 1,
           *         "refused": [
           *           {
           *             "id": 2000000000,
           *             "reason": "walk"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerBulkResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_lose: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 319,
         *       "reason": "walk"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null,
           *       "undo": {
           *         "id": 41,
           *         "until": "2026-12-07T04:17:29.270Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_restore: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 319
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null,
           *       "undo": {
           *         "id": 42,
           *         "until": "2026-12-07T04:17:29.287Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_tag: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         319
         *       ],
         *       "tagIds": [
         *         2
         *       ],
         *       "mode": "add"
         *     }
         */
        'application/json': {
          ids: (number | string | true)[];
          tagIds: (number | string | true)[];
          /** @enum {string} */
          mode: 'add' | 'remove';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "changed": 0,
           *         "refused": []
           *       },
           *       "undo": {
           *         "id": 43,
           *         "until": "2026-12-07T04:17:29.313Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerBulkResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_follow_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "page": 1,
         *       "pageSize": 1,
         *       "keyword": "walk",
         *       "customerId": 319
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          customerId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 731,
           *             "kind": "stage",
           *             "actor": {
           *               "id": 1,
           *               "name": "walk"
           *             },
           *             "createdAt": "2026-12-07T03:47:29.287Z",
           *             "stage": {
           *               "from": "lost",
           *               "to": "following",
           *               "reason": ""
           *             }
           *           }
           *         ],
           *         "total": 4,
           *         "page": 1,
           *         "pageSize": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['TimelineEntry'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_follow_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "customerId": 319,
         *       "typeId": 2000000000,
         *       "content": "walk",
         *       "materialIds": [
         *         2
         *       ],
         *       "nextAt": "2030-01-02T01:00:00Z"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          customerId: number | string | true;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          typeId: number | string | true;
          content: string;
          materialIds?: (number | string | true)[];
          /** @description The customer's next follow-up, to come. Left out: a next follow-up still to come stays, one already due is cleared (this follow-up answers it). null or '': cleared. */
          nextAt?: (string | null) | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_config_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "crm_pool_days": 1,
         *       "crm_claim_limit": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          crm_pool_days?: number | string | true;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          crm_claim_limit?: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "crm_pool_days": 1,
           *         "crm_claim_limit": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CrmConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_column_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "columns": [
           *           "mobile",
           *           "company"
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerColumnPrefs'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_column_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "columns": [
         *         "mobile"
         *       ]
         *     }
         */
        'application/json': {
          columns: (
            | 'mobile'
            | 'company'
            | 'stage'
            | 'level'
            | 'source'
            | 'tags'
            | 'owner'
            | 'region'
            | 'lastFollowAt'
            | 'nextFollowAt'
            | 'createdAt'
          )[];
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": {
           *         "columns": [
           *           "mobile"
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerColumnPrefs'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_group_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "name": "A级客户",
           *             "conditions": {
           *               "match": "all",
           *               "levels": [
           *                 "A"
           *               ]
           *             },
           *             "labels": {
           *               "tags": [],
           *               "sources": [],
           *               "areas": []
           *             },
           *             "count": 55,
           *             "createdAt": "2026-12-07T03:47:17.832Z",
           *             "updatedAt": "2026-12-07T03:47:17.832Z"
           *           },
           *           {
           *             "id": 2,
           *             "name": "广东客户",
           *             "conditions": {
           *               "match": "all",
           *               "areaIds": [
           *                 440000
           *               ]
           *             },
           *             "labels": {
           *               "tags": [],
           *               "sources": [],
           *               "areas": [
           *                 {
           *                   "id": 440000,
           *                   "names": [
           *                     "广东省"
           *                   ]
           *                 }
           *               ]
           *             },
           *             "count": 138,
           *             "createdAt": "2026-12-07T03:47:17.832Z",
           *             "updatedAt": "2026-12-07T03:47:17.832Z"
           *           }
           *         ],
           *         "total": 2,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['CustomerGroupItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_group_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "name": "A级客户",
           *         "conditions": {
           *           "match": "all",
           *           "levels": [
           *             "A"
           *           ]
           *         },
           *         "labels": {
           *           "tags": [],
           *           "sources": [],
           *           "areas": []
           *         },
           *         "count": 55,
           *         "createdAt": "2026-12-07T03:47:17.832Z",
           *         "updatedAt": "2026-12-07T03:47:17.832Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerGroupItem'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_group_count: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "conditions": {
         *         "match": "all",
         *         "levels": [
         *           "A"
         *         ]
         *       }
         *     }
         */
        'application/json': {
          conditions: {
            /**
             * @default all
             * @enum {string}
             */
            match?: 'all' | 'any';
            tagIds?: (number | string | true)[];
            sourceIds?: (number | string | true)[];
            stages?: ('new' | 'following' | 'won' | 'lost')[];
            levels?: ('A' | 'B' | 'C')[];
            areaIds?: (number | string | true)[];
            createdFrom?: string | unknown;
            createdTo?: string | unknown;
            lastFollowBefore?: string | unknown;
          };
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "count": 55
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  count: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_group_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "w",
         *       "conditions": {}
         *     }
         */
        'application/json': {
          name: string;
          conditions: {
            /**
             * @default all
             * @enum {string}
             */
            match?: 'all' | 'any';
            tagIds?: (number | string | true)[];
            sourceIds?: (number | string | true)[];
            stages?: ('new' | 'following' | 'won' | 'lost')[];
            levels?: ('A' | 'B' | 'C')[];
            areaIds?: (number | string | true)[];
            createdFrom?: string | unknown;
            createdTo?: string | unknown;
            lastFollowBefore?: string | unknown;
          };
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_group_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "name": "A级客户",
         *       "conditions": {
         *         "match": "all",
         *         "levels": [
         *           "A"
         *         ]
         *       }
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          name?: string;
          conditions?: {
            /**
             * @default all
             * @enum {string}
             */
            match?: 'all' | 'any';
            tagIds?: (number | string | true)[];
            sourceIds?: (number | string | true)[];
            stages?: ('new' | 'following' | 'won' | 'lost')[];
            levels?: ('A' | 'B' | 'C')[];
            areaIds?: (number | string | true)[];
            createdFrom?: string | unknown;
            createdTo?: string | unknown;
            lastFollowBefore?: string | unknown;
          };
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_crm_customer_group_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       },
           *       "undo": {
           *         "id": 68,
           *         "until": "2026-12-07T04:17:30.379Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_portrait: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "groupId": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "total": 55,
           *         "byStage": [
           *           {
           *             "key": "new",
           *             "label": "new",
           *             "count": 15
           *           },
           *           {
           *             "key": "following",
           *             "label": "following",
           *             "count": 29
           *           }
           *         ],
           *         "bySource": [
           *           {
           *             "key": "16",
           *             "label": "短视频平台",
           *             "count": 15
           *           },
           *           {
           *             "key": "14",
           *             "label": "线下活动",
           *             "count": 15
           *           }
           *         ],
           *         "byTag": [
           *           {
           *             "key": "8",
           *             "label": "新品尝鲜",
           *             "count": 14
           *           },
           *           {
           *             "key": "6",
           *             "label": "价格敏感",
           *             "count": 13
           *           }
           *         ],
           *         "byProvince": [
           *           {
           *             "key": "440000",
           *             "label": "广东省",
           *             "count": 23
           *           },
           *           {
           *             "key": "310000",
           *             "label": "上海市",
           *             "count": 11
           *           }
           *         ],
           *         "byOwner": [
           *           {
           *             "key": "",
           *             "label": "Pool",
           *             "count": 15
           *           },
           *           {
           *             "key": "1",
           *             "label": "walk",
           *             "count": 15
           *           }
           *         ],
           *         "byLevel": [
           *           {
           *             "key": "A",
           *             "label": "A",
           *             "count": 55
           *           }
           *         ],
           *         "weekly": [
           *           {
           *             "week": "2026-09-21",
           *             "newCustomers": 3,
           *             "follows": 1
           *           },
           *           {
           *             "week": "2026-09-28",
           *             "newCustomers": 4,
           *             "follows": 1
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['PortraitResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_summary: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "dueToday": 56,
           *         "overdue": 30,
           *         "newThisWeek": 1,
           *         "poolSize": 81,
           *         "funnel": [
           *           {
           *             "stage": "new",
           *             "count": 52
           *           },
           *           {
           *             "stage": "following",
           *             "count": 117
           *           }
           *         ],
           *         "scope": "all"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['CustomerSummary'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_import: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A multipart form, streamed: the file parts and the form’s fields. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "logo.png",
         *       "mapping": {
         *         "name": 1,
         *         "mobile": 1
         *       },
         *       "owner": "me",
         *       "hasHeader": true
         *     }
         */
        'multipart/form-data': {
          /** @description The file (a part with a file name). */
          file: string;
          /** @description The CSV column (from 0) of each field; `name` and `mobile` are required. */
          mapping: {
            name: number;
            mobile: number;
          } & {
            [key: string]: number;
          };
          owner?: ('me' | 'pool') | unknown | '';
          hasHeader?: boolean | '' | 'true' | 'false' | '1' | '0';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "jobId": 2000000000
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  jobId: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_import_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "jobId": 2000000000
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          jobId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "jobId": 2000000000,
           *         "status": "done",
           *         "fileName": "walk",
           *         "total": 1,
           *         "done": 1,
           *         "imported": 1,
           *         "pooled": 1,
           *         "failed": 1,
           *         "owner": "me",
           *         "errors": [
           *           {
           *             "line": 1,
           *             "reason": "walk"
           *           }
           *         ],
           *         "message": "walk",
           *         "createdAt": "walk",
           *         "finishedAt": "walk"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ImportJob'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_crm_customer_export: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "page": 1,
         *       "pageSize": 1,
         *       "keyword": "walk",
         *       "sort": "createdAt",
         *       "stage": "new",
         *       "level": "C",
         *       "sourceId": 14,
         *       "tagIds": [
         *         2
         *       ],
         *       "ownerId": 2000000000,
         *       "areaId": 2000000000,
         *       "groupId": 1,
         *       "importId": 2000000000,
         *       "createdFrom": "2026-01-02",
         *       "createdTo": "2026-01-02",
         *       "birthdayFrom": "2026-01-02",
         *       "birthdayTo": "2026-01-02",
         *       "due": "today",
         *       "scope": "list",
         *       "ids": [
         *         319
         *       ]
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?:
            | (
                | 'createdAt'
                | 'lastFollowAt'
                | 'nextFollowAt'
                | 'name'
                | '-createdAt'
                | '-lastFollowAt'
                | '-nextFollowAt'
                | '-name'
              )
            | unknown
            | '';
          stage?: ('new' | 'following' | 'won' | 'lost') | unknown | '';
          level?: ('A' | 'B' | 'C') | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          sourceId?: (number | string | true) | unknown | '' | '1' | 1;
          tagIds?: (number | string | true)[] | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ownerId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          areaId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          groupId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          importId?: (number | string | true) | unknown | '' | '1' | 1;
          createdFrom?: string | unknown;
          createdTo?: string | unknown;
          birthdayFrom?: string | unknown;
          birthdayTo?: string | unknown;
          due?: ('today' | 'overdue' | 'week') | unknown | '';
          /**
           * @default list
           * @enum {string}
           */
          scope?: 'list' | 'pool' | 'lost';
          ids?: (number | string | true)[];
        };
      };
    };
    responses: {
      /** @description The customers the filter matches, as a CSV download. A refusal is the JSON envelope. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/json':
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_message_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          unread?: boolean | unknown | '' | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "kind": "notice",
           *             "title": "Welcome to Brand Console",
           *             "body": "This is where the console tells you what needs you: failed sends, finished imports and more",
           *             "link": "/account/dashboard",
           *             "file": null,
           *             "count": 1,
           *             "read": false,
           *             "at": "2026-12-07T03:47:17.025Z"
           *           }
           *         ],
           *         "total": 1,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['InboxMessage'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_message_count: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /** @example {} */
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "unread": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['InboxCount'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_manage_message_read: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         1
         *       ]
         *     }
         */
        'application/json': {
          ids?: (number | string | true)[];
          /** @constant */
          all?: true;
        } & (unknown | unknown);
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "1 marked as read",
           *       "data": {
           *         "read": 1,
           *         "unread": 0
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['InboxReadResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_node_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": [
           *         {
           *           "id": 1,
           *           "parentId": 0,
           *           "title": "w",
           *           "slug": "w",
           *           "ordernum": 10,
           *           "display": true,
           *           "articleCount": 1,
           *           "level": 1,
           *           "createdAt": "2026-12-07T03:47:25.198Z",
           *           "childList": []
           *         }
           *       ]
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ArticleNodeTree'][];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_node_menu: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": [
           *         {
           *           "id": 1,
           *           "title": "w",
           *           "level": 1,
           *           "childlist": "1",
           *           "display": true
           *         }
           *       ]
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ArticleNodeMenuItem'][];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_node_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "parentId": 0,
           *         "title": "w",
           *         "slug": "w",
           *         "ordernum": 10,
           *         "display": true,
           *         "articleCount": 1,
           *         "level": 1,
           *         "createdAt": "2026-12-07T03:47:25.198Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ArticleNode'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_node_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "w"
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 0
           */
          parentId?: number | string | unknown | '' | true | false;
          title: string;
          slug?: string | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AddResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_node_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "title": "w"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          parentId?: number | string | unknown | '' | true | false;
          title?: string;
          slug?: string | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_node_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          display: boolean | 0 | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_article_node_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @enum {string} */
          sort?: 'ordernum' | 'publishAt' | 'createdAt' | '-ordernum' | '-publishAt' | '-createdAt';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          nodeId?: (number | string | true) | unknown | '' | '1' | 1;
          status?: ('draft' | 'scheduled' | 'published') | unknown | '';
          dateFrom?: string | unknown | '';
          dateTo?: string | unknown | '';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "title": "w",
           *             "nodeId": 1,
           *             "nodeTitle": "w",
           *             "cover": "",
           *             "author": "",
           *             "status": "draft",
           *             "publishAt": null,
           *             "ordernum": 10,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:26.161Z",
           *             "updatedAt": "2026-12-07T03:47:29.924Z"
           *           }
           *         ],
           *         "total": 1,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['ArticleListItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "title": "w",
           *         "nodeId": 1,
           *         "nodeTitle": "w",
           *         "cover": "",
           *         "author": "",
           *         "status": "draft",
           *         "publishAt": null,
           *         "ordernum": 10,
           *         "display": true,
           *         "createdAt": "2026-12-07T03:47:26.161Z",
           *         "updatedAt": "2026-12-07T03:47:26.161Z",
           *         "summary": "",
           *         "content": "",
           *         "source": "",
           *         "keywords": "",
           *         "description": ""
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ArticleDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "w",
         *       "nodeId": 1
         *     }
         */
        'application/json': {
          title: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          nodeId: number | string | true;
          cover?: string | unknown;
          summary?: string;
          content?: string | unknown;
          author?: string;
          source?: string;
          keywords?: string;
          description?: string;
          /**
           * @default draft
           * @enum {string}
           */
          status?: 'draft' | 'published';
          publishAt?: (null | string) | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AddResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "title": "w",
         *       "nodeId": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          nodeId?: number | string | true;
          cover?: string | unknown;
          summary?: string;
          content?: string | unknown;
          author?: string;
          source?: string;
          keywords?: string;
          description?: string;
          /** @enum {string} */
          status?: 'draft' | 'published';
          publishAt?: (null | string) | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "ids": [
         *         1
         *       ],
         *       "status": "draft"
         *     }
         */
        'application/json':
          | {
              /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
              id?: number | string | true;
              ids?: (number | string | true)[];
              /** @enum {string} */
              status: 'draft' | 'published';
            }
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Took 1 article(s) back to drafts",
           *       "data": {
           *         "changed": 1
           *       },
           *       "undo": {
           *         "id": 52,
           *         "until": "2026-12-07T04:17:29.881Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ArticleBulkResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_order: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "list": [
         *         {
         *           "id": 2000000000,
         *           "ordernum": 1
         *         }
         *       ]
         *     }
         */
        'application/json': {
          list: {
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            id: number | string | true;
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            ordernum: number | string | unknown | '' | true | false;
          }[];
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_article_node: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         1
         *       ],
         *       "nodeId": 1
         *     }
         */
        'application/json': {
          ids: (number | string | true)[];
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          nodeId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Moved 1 article(s) to \"w\"",
           *       "data": {
           *         "changed": 1
           *       },
           *       "undo": {
           *         "id": 53,
           *         "until": "2026-12-07T04:17:29.922Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['ArticleBulkResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_article_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       },
           *       "undo": {
           *         "id": 69,
           *         "until": "2026-12-07T04:17:30.405Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_page_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          display?:
            | (boolean | 'true' | 'false' | '1' | '0' | 1 | 0)
            | unknown
            | ''
            | 'true'
            | 'false'
            | '1'
            | '0'
            | 1
            | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "title": "walk",
           *             "slug": "walk",
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:26.182Z",
           *             "updatedAt": "2026-12-07T03:47:29.961Z"
           *           }
           *         ],
           *         "total": 1,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['PageListItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_page_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "title": "walk",
           *         "slug": "walk",
           *         "display": true,
           *         "content": "walk",
           *         "createdAt": "2026-12-07T03:47:26.182Z",
           *         "updatedAt": "2026-12-07T03:47:26.182Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['PageDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_page_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "walk",
         *       "slug": "",
         *       "content": "walk",
         *       "display": true
         *     }
         */
        'application/json': {
          title: string;
          slug?: string | '';
          content?: string | unknown;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AddResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_page_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "title": "walk",
         *       "slug": "",
         *       "content": "walk",
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          slug?: string | '';
          content?: string | unknown;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_page_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          display: boolean | 0 | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_page_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       },
           *       "undo": {
           *         "id": 70,
           *         "until": "2026-12-07T04:17:30.417Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_slide_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          position?: string | unknown;
          display?:
            | (boolean | 'true' | 'false' | '1' | '0' | 1 | 0)
            | unknown
            | ''
            | 'true'
            | 'false'
            | '1'
            | '0'
            | 1
            | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [],
           *         "total": 0,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['SlideItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_slide_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2000000000
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000,
           *         "title": "walk",
           *         "image": "walk",
           *         "url": "walk",
           *         "ordernum": 1,
           *         "display": true,
           *         "position": "walk",
           *         "createdAt": "walk",
           *         "updatedAt": "walk"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SlideItem'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_slide_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "walk",
         *       "image": "walk",
         *       "url": "",
         *       "ordernum": 1,
         *       "display": true,
         *       "position": "a"
         *     }
         */
        'application/json': {
          title: string;
          image: string | unknown;
          url?: ('' | string) | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
          position?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AddResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_slide_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2000000000,
         *       "title": "walk",
         *       "image": "walk",
         *       "url": "",
         *       "ordernum": 1,
         *       "display": true,
         *       "position": "a"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          image?: string | unknown;
          url?: ('' | string) | unknown | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
          position?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_slide_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 2000000000
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          nodeId?: (number | string | unknown | '' | true | false) | unknown | '' | '1' | '0' | 1 | 0;
          display?:
            | (boolean | 'true' | 'false' | '1' | '0' | 1 | 0)
            | unknown
            | ''
            | 'true'
            | 'false'
            | '1'
            | '0'
            | 1
            | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "title": "w",
           *             "url": "https://example.com/a",
           *             "logo": "",
           *             "nodeId": 0,
           *             "nodeTitle": "",
           *             "ordernum": 10,
           *             "display": true,
           *             "createdAt": "2026-12-07T03:47:26.239Z",
           *             "updatedAt": "2026-12-07T03:47:30.060Z"
           *           }
           *         ],
           *         "total": 1,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['FriendLinkItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "title": "w",
           *         "url": "https://example.com/a",
           *         "logo": "",
           *         "nodeId": 0,
           *         "nodeTitle": "",
           *         "ordernum": 10,
           *         "display": true,
           *         "createdAt": "2026-12-07T03:47:26.239Z",
           *         "updatedAt": "2026-12-07T03:47:26.239Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['FriendLinkItem'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "w",
         *       "url": "https://example.com/a"
         *     }
         */
        'application/json': {
          title: string;
          /** Format: uri */
          url: string;
          logo?: string | unknown;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          nodeId?: number | string | unknown | '' | true | false;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AddResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "title": "w",
         *       "url": "https://example.com/a",
         *       "logo": "walk",
         *       "nodeId": 1,
         *       "ordernum": 1,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          /** Format: uri */
          url?: string;
          logo?: string | unknown;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          nodeId?: number | string | unknown | '' | true | false;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
          display?: boolean | 'true' | 'false' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_order: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "list": [
         *         {
         *           "id": 2000000000,
         *           "ordernum": 1
         *         }
         *       ]
         *     }
         */
        'application/json': {
          list: {
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            id: number | string | true;
            /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
            ordernum: number | string | unknown | '' | true | false;
          }[];
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_status: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "display": true
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          display: boolean | 0 | 1;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_friendlink_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       },
           *       "undo": {
           *         "id": 71,
           *         "until": "2026-12-07T04:17:30.443Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_node_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": []
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['FriendLinkNode'][];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_api_friendlink_node_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "w"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id?: number | string | true;
          title: string;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          ordernum?: number | string | unknown | '' | true | false;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AddResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_friendlink_node_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       },
           *       "undo": {
           *         "id": 72,
           *         "until": "2026-12-07T04:17:30.458Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_verifycode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new captcha picture; its answer is kept for the caller’s next sign-in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_verifycode_audio: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current captcha (the one whose cookie `GET /verifycode.html` set), spoken; `?lang=en` for English, else Accept-Language. Playing it does not use the answer up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'audio/wav': string;
        };
      };
      /** @description HTTP 404: No captcha cookie, or its captcha has expired (5 minutes): get a new picture first. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_auth_brandmanager_loginstate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "user": "admin"
         *     }
         */
        'application/json': {
          user?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "captchaRequired": false,
           *         "captchaMinutes": 0,
           *         "lockedMinutes": 0
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['LoginState'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_auth_brandmanager_userpwd: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "user": "admin",
         *       "password": "Correct-horse-9",
         *       "verifycode": "walk"
         *     }
         */
        'application/json': {
          user: string;
          password: string;
          verifycode?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Signed in",
           *       "data": {
           *         "token": "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718",
           *         "userInfo": {
           *           "userId": 1,
           *           "userName": "admin",
           *           "realName": "管理员"
           *         }
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['LoginResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_auth_brandmanager_logout: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Signed out",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_auth_brand_userbrandlist: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": [
           *         {
           *           "brandId": 1,
           *           "brandTitle": "Demo Brand",
           *           "roleTitle": "Owner",
           *           "logo": ""
           *         },
           *         {
           *           "brandId": 2,
           *           "brandTitle": "Second Brand",
           *           "roleTitle": "Owner",
           *           "logo": ""
           *         }
           *       ]
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['UserBrand'][];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_auth_brand_userselectbrand: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "brandId": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          brandId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Switched to Demo Brand",
           *       "data": {
           *         "brand": {
           *           "brandId": 1,
           *           "brandTitle": "Demo Brand",
           *           "roleTitle": "Owner"
           *         },
           *         "roleMenu": {
           *           "nav": [
           *             {
           *               "id": 1,
           *               "controller": "account",
           *               "action": "dashboard",
           *               "title": "Dashboard",
           *               "icon": "layout-dashboard"
           *             },
           *             {
           *               "id": 2,
           *               "controller": "config",
           *               "action": "index",
           *               "title": "Configuration",
           *               "icon": "settings"
           *             }
           *           ],
           *           "menuList": [
           *             {
           *               "id": 3,
           *               "parentId": 2,
           *               "controller": "config",
           *               "action": "protocol",
           *               "title": "Protocols",
           *               "icon": "",
           *               "childList": []
           *             },
           *             {
           *               "id": 5,
           *               "parentId": 2,
           *               "controller": "config",
           *               "action": "media",
           *               "title": "Media library",
           *               "icon": "",
           *               "childList": []
           *             }
           *           ],
           *           "menuUrl": [
           *             "/account/dashboard",
           *             "/config/index"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['SelectBrandResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_role_rules: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": [
           *         {
           *           "id": 1,
           *           "parentId": 0,
           *           "controller": "account",
           *           "action": "dashboard",
           *           "title": "Dashboard",
           *           "isMenu": true,
           *           "isSection": false,
           *           "childList": []
           *         },
           *         {
           *           "id": 2,
           *           "parentId": 0,
           *           "controller": "config",
           *           "action": "index",
           *           "title": "Configuration",
           *           "isMenu": true,
           *           "isSection": true,
           *           "childList": [
           *             {
           *               "id": 3,
           *               "parentId": 2,
           *               "controller": "config",
           *               "action": "protocol",
           *               "title": "Protocols",
           *               "isMenu": true,
           *               "isSection": false,
           *               "childList": []
           *             },
           *             {
           *               "id": 4,
           *               "parentId": 2,
           *               "controller": "config",
           *               "action": "attach",
           *               "title": "Attachments",
           *               "isMenu": false,
           *               "isSection": false,
           *               "childList": []
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['RuleNode'][];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_role_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @enum {string} */
          sort?: 'id' | 'title' | 'createdAt' | 'userCount' | '-id' | '-title' | '-createdAt' | '-userCount';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          status?: (number | string | unknown | '' | true | false) | unknown | '' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 1,
           *             "title": "Owner",
           *             "description": "",
           *             "status": 1,
           *             "isOwner": true,
           *             "userCount": 1,
           *             "createdAt": "2026-12-07T03:47:16.418Z"
           *           },
           *           {
           *             "id": 3,
           *             "title": "Operator",
           *             "description": "",
           *             "status": 1,
           *             "isOwner": false,
           *             "userCount": 2,
           *             "createdAt": "2026-12-07T03:47:17.025Z"
           *           }
           *         ],
           *         "total": 2,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['RoleListItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_role_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 1,
           *         "title": "Owner",
           *         "description": "",
           *         "status": 1,
           *         "isOwner": true,
           *         "userCount": 1,
           *         "createdAt": "2026-12-07T03:47:16.418Z",
           *         "rules": [
           *           1,
           *           2
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['RoleDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_role_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "walk",
         *       "description": "walk",
         *       "rules": [
         *         1
         *       ]
         *     }
         */
        'application/json': {
          title: string;
          description?: string;
          /** @default [] */
          rules?: number[];
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Added",
           *       "data": {
           *         "id": 34
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_role_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "title": "Owner",
         *       "description": "",
         *       "status": 1
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          title?: string;
          description?: string;
          status?: 0 | 1 | boolean;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_role_priv: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 1,
         *       "rules": [
         *         1
         *       ]
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          rules: number[];
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_brand_role_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        id?: number | string | true;
        /**
         * @description At least one of `id` and `ids`.
         * @example 1
         */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_adminuser_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          /** @enum {string} */
          sort?:
            | 'id'
            | 'userName'
            | 'realName'
            | 'lastLoginAt'
            | 'createdAt'
            | '-id'
            | '-userName'
            | '-realName'
            | '-lastLoginAt'
            | '-createdAt';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          roleId?: (number | string | true) | unknown | '' | '1' | 1;
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          status?: (number | string | unknown | '' | true | false) | unknown | '' | '1' | '0' | 1 | 0;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 3,
           *             "userName": "sales",
           *             "realName": "销售顾问",
           *             "mobile": "",
           *             "email": "",
           *             "lastLoginAt": null,
           *             "roleId": 3,
           *             "roleTitle": "Operator",
           *             "isOwner": false,
           *             "createdAt": "2026-12-07T03:47:17.025Z",
           *             "status": 1
           *           },
           *           {
           *             "id": 2,
           *             "userName": "operator",
           *             "realName": "运营专员",
           *             "mobile": "",
           *             "email": "",
           *             "lastLoginAt": null,
           *             "roleId": 3,
           *             "roleTitle": "Operator",
           *             "isOwner": false,
           *             "createdAt": "2026-12-07T03:47:17.025Z",
           *             "status": 1
           *           }
           *         ],
           *         "total": 3,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['AdminUserListItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_adminuser_detail: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 3
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 3,
           *         "userName": "sales",
           *         "realName": "销售顾问",
           *         "mobile": "",
           *         "email": "",
           *         "lastLoginAt": null,
           *         "roleId": 3,
           *         "roleTitle": "Operator",
           *         "isOwner": false,
           *         "createdAt": "2026-12-07T03:47:17.025Z",
           *         "status": 1,
           *         "shared": false
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['AdminUserDetail'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_adminuser_add: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "userName": "sales",
         *       "password": "Correct-horse-9",
         *       "confirmPassword": "Correct-horse-9",
         *       "realName": "销售顾问",
         *       "mobile": "",
         *       "email": "",
         *       "roleId": 3
         *     }
         */
        'application/json': {
          userName: string;
          password: string;
          confirmPassword: string;
          realName?: string;
          mobile?: string | '';
          email?: string | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          roleId: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  id: number;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_adminuser_update: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 3,
         *       "realName": "销售顾问",
         *       "mobile": "",
         *       "email": "",
         *       "roleId": 3,
         *       "status": 1,
         *       "password": "Correct-horse-9",
         *       "confirmPassword": "Correct-horse-9"
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
          realName?: string;
          mobile?: string | '';
          email?: string | '';
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          roleId?: number | string | true;
          status?: 0 | 1 | boolean;
          password?: string;
          confirmPassword?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Saved",
           *       "data": null
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: null;
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_brand_adminuser_del: {
    parameters: {
      query?: {
        /**
         * @description At least one of `id` and `ids`.
         * @example 3
         */
        id?: number | string | true;
        /** @description At least one of `id` and `ids`. */
        ids?: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Deleted 1",
           *       "data": {
           *         "deleted": 1
           *       },
           *       "undo": {
           *         "id": 58,
           *         "until": "2026-12-07T04:17:30.187Z"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_audit_list: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
          sort?: string;
          /** @enum {string} */
          entity?:
            | 'admin_user'
            | 'role'
            | 'sms_template'
            | 'email_template'
            | 'sms_batch'
            | 'email_batch'
            | 'ai_config'
            | 'crm_customer'
            | 'crm_import'
            | 'crm_customer_group'
            | 'crm_tag'
            | 'crm_product'
            | 'crm_material'
            | 'article'
            | 'article_node'
            | 'page'
            | 'slide'
            | 'friendlink'
            | 'friendlink_node'
            | 'agent'
            | 'agent_group'
            | 'upload';
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 57,
           *             "action": "add",
           *             "entity": "friendlink_node",
           *             "entityId": 1,
           *             "subject": "w",
           *             "actorName": "admin",
           *             "fields": [],
           *             "createdAt": "2026-12-07T03:47:30.098Z",
           *             "undo": null,
           *             "undoneBy": null
           *           },
           *           {
           *             "id": 56,
           *             "action": "update",
           *             "entity": "friendlink",
           *             "entityId": 1,
           *             "subject": "#1",
           *             "actorName": "admin",
           *             "fields": [
           *               "display"
           *             ],
           *             "createdAt": "2026-12-07T03:47:30.058Z",
           *             "undo": null,
           *             "undoneBy": null
           *           }
           *         ],
           *         "total": 44,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['AuditListItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_change_undo: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": 2000000000
         *     }
         */
        'application/json': {
          /** @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits. */
          id: number | string | true;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000,
           *         "restored": 1,
           *         "skipped": [
           *           {
           *             "entityId": 2000000000,
           *             "name": "walk",
           *             "reason": "changed",
           *             "by": "walk"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['UndoResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_upload_file: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A multipart form, streamed: the file parts and the form’s fields. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "logo.png"
         *     }
         */
        'multipart/form-data': {
          /** @description The file (a part with a file name). */
          file: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "id": 2000000000,
           *         "fileurl": "walk",
           *         "title": "walk",
           *         "kind": "file",
           *         "mime": "walk",
           *         "size": 1,
           *         "width": 1,
           *         "height": 1,
           *         "thumburl": "walk",
           *         "createdAt": "walk"
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['UploadedItem'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_upload_files: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A multipart form, streamed: the file parts and the form’s fields. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "logo.png"
         *     }
         */
        'multipart/form-data': {
          /** @description The file (a part with a file name). */
          file: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [
           *           {
           *             "id": 2000000000,
           *             "fileurl": "walk",
           *             "title": "walk",
           *             "kind": "file",
           *             "mime": "walk",
           *             "size": 1,
           *             "width": 1,
           *             "height": 1,
           *             "thumburl": "walk",
           *             "createdAt": "walk"
           *           }
           *         ],
           *         "refused": [
           *           {
           *             "name": "walk",
           *             "reason": "walk"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['UploadFilesResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_upload_imagelist: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [],
           *         "total": 0,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['UploadedItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_upload_videolist: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [],
           *         "total": 0,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['UploadedItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  post_brand_upload_filelist: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description A JSON object; a field the schema does not name is refused (code 1). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "pageSize": 2
         *     }
         */
        'application/json': {
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 1
           */
          page?: number | string | true;
          /**
           * @description A number, or its digits as a string (as a page’s query is merged in); the string is read as the number and held to the same limits.
           * @default 20
           */
          pageSize?: number | string | true;
          keyword?: string;
        };
      };
    };
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "list": [],
           *         "total": 0,
           *         "page": 1,
           *         "pageSize": 2
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: {
                  list: components['schemas']['UploadedItem'][];
                  /** @description Every row the filter matches; for a keyword search at most `listTotalCap` (see totalCapped). */
                  total: number;
                  page: number;
                  pageSize: number;
                  /** @description Present and true when more rows match than `total` says: the count stopped at listTotalCap. */
                  totalCapped?: boolean;
                };
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_brand_upload_del: {
    parameters: {
      query: {
        /** @example 2000000000 */
        id: number | string | true;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The `XSRF-TOKEN` cookie’s value. Required when the call carries cookies (a browser): such a state-changing call without it answers code 403. A caller that sends no cookies (a script, another server) leaves it out. */
        'X-XSRF-TOKEN'?: components['parameters']['XsrfToken'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "deleted": 1
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['DeleteResult'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_brand_upload_private: {
    parameters: {
      query: {
        key: string;
      };
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A private file (an agent’s licence or id card scan) by `?key=`, to a member of its brand whose role may read agents; never cached. The file comes in its own type (`Content-Type` is the type it was stored as); a refusal (no such file in the brand, no session, no right) is the JSON envelope, in the same answer’s place. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*':
            | string
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_upload_ueconfig: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always HTTP 200 with the envelope `{ code, message, data }`: `code 0` success; `code 1` refused, with field messages for bad input; `code 401` no or expired session; `code 403` no brand, no rule or no XSRF header; `code 500` a server fault. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "Done",
           *       "data": {
           *         "uploadUrl": "/brand/upload/file.html",
           *         "fieldName": "file",
           *         "listUrls": {
           *           "image": "/brand/upload/imagelist.html",
           *           "video": "/brand/upload/videolist.html",
           *           "file": "/brand/upload/filelist.html"
           *         },
           *         "image": {
           *           "maxSize": 5242880,
           *           "exts": [
           *             "jpg",
           *             "jpeg"
           *           ]
           *         },
           *         "video": {
           *           "maxSize": 104857600,
           *           "exts": [
           *             "mp4",
           *             "webm"
           *           ]
           *         },
           *         "file": {
           *           "maxSize": 20971520,
           *           "exts": [
           *             "pdf",
           *             "doc"
           *           ]
           *         },
           *         "thumbWidth": 320
           *       }
           *     }
           */
          'application/json':
            | {
                /** @constant */
                code: 0;
                /** @description In the caller’s language (Accept-Language). */
                message: string;
                data: components['schemas']['UeConfig'];
              }
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_uploads: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The stored file’s key, as an upload answered it. */
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An uploaded file, as stored, in the type it was stored as (local storage only; with S3 files are answered by the bucket). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description HTTP 404: No file is stored under that key. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransportError'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_brand_manage_events: {
    parameters: {
      query?: never;
      header: {
        /** @description The brand the call acts in (`/auth/brand/userbrandlist.html` lists the caller’s). Sent empty (`BrandId:` with no value), it is refused with code 1 and a message in the caller’s language. */
        BrandId: components['parameters']['BrandId'];
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The console’s live events, one stream per signed-in console: `rules` (read the menu again), `session` (the session is over; the stream ends; its data is `MemberDisabled` when the member was disabled in the stream’s brand, else `{}`), `inbox` (the message count changed). A stream that cannot be opened answers the JSON envelope (code 401 for a session that is over); 204 without a brand membership. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
          'application/json':
            | components['schemas']['BusinessError']
            | components['schemas']['SignedOut']
            | components['schemas']['Forbidden']
            | components['schemas']['Fault'];
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_bench_hello: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A bare answer with no session and no database call, for the benchmark. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": 0,
           *       "message": "hello",
           *       "data": null
           *     }
           */
          'application/json': {
            /** @constant */
            code: 0;
            /** @description In the caller’s language (Accept-Language). */
            message: string;
            data: null;
          };
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_openapi: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This document, built once from the mounted routes and the contract’s schemas. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "openapi": "3.1.0",
           *       "info": {
           *         "title": "Brand Console API",
           *         "version": "1"
           *       }
           *     }
           */
          'application/json': Record<string, never>;
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_docs: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This document as a page, in zh-CN or en (`?lang=`, else Accept-Language). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
  get_api_docs_api_docs_css: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of `message`: `zh-CN` (default) or `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reference page’s style sheet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/css': string;
        };
      };
      431: components['responses']['HeadersTooLarge'];
    };
  };
}
