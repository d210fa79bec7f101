/** Messages of calls to addresses a brand configures (server/outbound/), spread into server/messages.ts. */
export const outboundZh = {
  'outbound.unresolvable': '找不到这个主机名',
  'outbound.refused': '连接被拒绝',
  'outbound.unreachable': '网络不可达',
  'outbound.timeout': '连接超时',
  'outbound.tls': 'TLS 握手失败',
  'outbound.auth': '认证失败',
  'outbound.authCode': '认证失败（SMTP {status}）',
  'outbound.http': 'HTTP {status}',
  'outbound.smtp': 'SMTP {status}',
  'outbound.protocol': '对方的回答不符合协议',
  'outbound.internal.loopback':
    '{host} 指向本机回环地址（{address}），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
  'outbound.internal.private':
    '{host} 指向内网地址（{address}），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
  'outbound.internal.linkLocal':
    '{host} 指向链路本地地址（{address}），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
  'outbound.internal.unspecified':
    '{host} 指向未指定地址（{address}），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
  'outbound.internal.multicast':
    '{host} 指向组播地址（{address}），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
  'outbound.internal.reserved':
    '{host} 指向保留地址（{address}），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
  'outbound.url.protocol': '请填写 http:// 或 https:// 开头的地址',
  'outbound.url.userinfo': '地址中不能包含用户名或密码（user:pass@）',
  'outbound.url.fragment': '地址中不能包含 #',
  'outbound.url.port': '地址中的端口应为 1 到 65535 之间的数字',
  'secret.readdress': '地址已更改，请为新地址重新输入密钥',
};

export const outboundEn: Record<keyof typeof outboundZh, string> = {
  'outbound.unresolvable': 'host name not found',
  'outbound.refused': 'connection refused',
  'outbound.unreachable': 'network unreachable',
  'outbound.timeout': 'timed out',
  'outbound.tls': 'TLS failed',
  'outbound.auth': 'authentication failed',
  'outbound.authCode': 'authentication failed (SMTP {status})',
  'outbound.http': 'HTTP {status}',
  'outbound.smtp': 'SMTP {status}',
  'outbound.protocol': 'the server did not answer as expected',
  'outbound.internal.loopback':
    '{host} points to a loopback address ({address}): refused unless the operator names it in OUTBOUND_ALLOW',
  'outbound.internal.private':
    '{host} points to a private address ({address}): refused unless the operator names it in OUTBOUND_ALLOW',
  'outbound.internal.linkLocal':
    '{host} points to a link-local address ({address}): refused unless the operator names it in OUTBOUND_ALLOW',
  'outbound.internal.unspecified':
    '{host} points to an unspecified address ({address}): refused unless the operator names it in OUTBOUND_ALLOW',
  'outbound.internal.multicast':
    '{host} points to a multicast address ({address}): refused unless the operator names it in OUTBOUND_ALLOW',
  'outbound.internal.reserved':
    '{host} points to a reserved address ({address}): refused unless the operator names it in OUTBOUND_ALLOW',
  'outbound.url.protocol': 'enter an address starting with http:// or https://',
  'outbound.url.userinfo': 'an address cannot carry a user name or password (user:pass@)',
  'outbound.url.fragment': 'an address cannot contain #',
  'outbound.url.port': "the address's port must be a number from 1 to 65535",
  'secret.readdress': 'The address changed: enter the key again for the new address',
};
