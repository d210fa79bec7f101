/** Messages of signing in and out and of choosing a brand, spread into server/messages.ts. */
export const sessionZh = {
  loginFailed: '用户名或密码错误',
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误或已过期',
  loginFailedCaptcha: '用户名或密码错误。失败次数较多，接下来 {minutes}内登录需要输入验证码',
  loginFailedLocked: '用户名或密码错误。尝试次数过多，请 {minutes}后再试',
  tooManyAttempts: '尝试次数过多，请 {minutes}后再试',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  brandSelected: '已切换到 {brand}',
};

export const sessionEn: Record<keyof typeof sessionZh, string> = {
  loginFailed: 'Wrong user name or password',
  captchaRequired: 'Please enter the verification code',
  captchaWrong: 'Wrong or expired verification code',
  loginFailedCaptcha:
    'Wrong user name or password. After several failures, signing in needs a verification code for the next {minutes}',
  loginFailedLocked: 'Wrong user name or password. Too many attempts, wait {minutes}',
  tooManyAttempts: 'Too many attempts, wait {minutes}',
  loggedIn: 'Signed in',
  loggedOut: 'Signed out',
  brandSelected: 'Switched to {brand}',
};

export type SessionKey = keyof typeof sessionZh;
