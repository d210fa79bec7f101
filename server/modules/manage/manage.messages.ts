/** Messages of a member's own profile and password, the cache and error reports, spread into server/messages.ts. */
export const manageZh = {
  errorReported: '已记录该错误',
  cacheCleared: '缓存已刷新',
  oldPasswordWrong: '当前密码错误',
  passwordChanged: '密码已修改，其他设备已退出登录',
  passwordSame: '新密码不能与原密码相同',
};

export const manageEn: Record<keyof typeof manageZh, string> = {
  errorReported: 'The error was recorded',
  cacheCleared: 'Cache refreshed',
  oldPasswordWrong: 'The current password is wrong',
  passwordChanged: 'Password changed; other devices were signed out',
  passwordSame: 'The new password must differ from the current one',
};
