// The account calls' addresses and the client error report's limits, apart from their schemas: the
// login screen's code names these, and importing the schemas' file would bring its field rules along.

export const managePaths = {
  body: '/brand/manage/body.html',
  cache: '/brand/manage/cache.html',
  userMenu: '/brand/manage/usermenu.html',
  password: '/brand/manage/userpwd.html',
  /** The signed-in user's own profile (name, mobile, e-mail); not named by the spec. */
  profile: '/brand/manage/userinfo.html',
  /** A screen of the console failed in the browser: what it said, for the server's log; not named by the spec. */
  clientError: '/brand/manage/client_error.html',
} as const;

/** The most characters of each part of a client error report; the server refuses a longer part. */
export const clientErrorLimits = {
  message: 2000,
  stack: 8000,
  route: 500,
  build: 100,
} as const;
