import { describe, expect, it } from 'vitest';
import { type AgentStatus, agentStatuses } from '../../../contract/agent.ts';
import {
  idCardCheckCharacter,
  idCardProblem,
  maskIdCard,
  normalizeIdCard,
} from '../../../contract/id-card.ts';
import { callbackPairRefusal } from '../apply/wxwork-account.policy.ts';
import { groupDeleteRefusal, levelRefusal } from './agent-group.policy.ts';
import {
  agentSmsTemplateRefusal,
  licenceImagesRefusal,
  passRefusal,
  rejectRefusal,
  statusChangeRefusal,
} from './agent-user.policy.ts';

const names = { pending: '待审核', passed: '已通过', rejected: '已驳回', disabled: '已停用' } as const;

describe('id card numbers (GB 11643-1999)', () => {
  it('accepts well-formed numbers, the standard worked examples among them', () => {
    // GB 11643-1999's own example (born 1880) and the sample printed on specimen cards (check X).
    expect(idCardProblem('440524188001010014')).toBeNull();
    expect(idCardProblem('11010519491231002X')).toBeNull();
    expect(idCardProblem('440305199003074517')).toBeNull();
    // A lower-case x and spaces as people type them.
    expect(idCardProblem('11010519491231002x')).toBeNull();
    expect(idCardProblem(' 440305 19900307 4517 ')).toBeNull();
    expect(normalizeIdCard(' 11010519491231002x')).toBe('11010519491231002X');
  });

  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
    expect(idCardCheckCharacter('44030519900307451')).toBe('7');
  });

  it('names what is wrong: shape, region, birth date, check character', () => {
    expect(idCardProblem('44030519900307451')).toBe('format'); // 17 characters
    expect(idCardProblem('4403051990030745171')).toBe('format');
    expect(idCardProblem('44030519900307451A')).toBe('format');
    expect(idCardProblem('440305900307451')).toBe('format'); // a first-generation 15-digit number
    expect(idCardProblem('990105194912310020')).toBe('region');
    expect(idCardProblem('110105194902300020')).toBe('birth'); // 30 February
    expect(idCardProblem('110105203001010010', new Date('2026-11-01'))).toBe('birth'); // not born yet
    expect(idCardProblem('110105194912310021')).toBe('check'); // one digit off: should be X
    expect(idCardProblem('440305199003074518')).toBe('check');
    // Two neighbouring digits swapped: the check character catches it.
    expect(idCardProblem('440305199003075417')).toBe('check');
  });

  it('masks all but the first and last four characters', () => {
    expect(maskIdCard('440105199003074517')).toBe('4401**********4517');
    expect(maskIdCard('11010519491231002x')).toBe('1101**********002X');
  });
});

describe('deciding applications', () => {
  it('passes and rejects pending applications only', () => {
    expect(passRefusal({ name: '吴志强', status: 'pending' }, names)).toBeNull();
    expect(rejectRefusal({ name: '吴志强', status: 'pending' }, names)).toBeNull();
    expect(passRefusal({ name: '孙浩然', status: 'disabled' }, names)).toEqual({
      code: 1,
      key: 'agentNotPending',
      params: { name: '孙浩然', status: '已停用' },
    });
    expect(rejectRefusal({ name: '陈晓明', status: 'passed' }, names)?.key).toBe('agentNotPending');
  });

  it('refuses to pass a rejected application until it is applied for again', () => {
    expect(passRefusal({ name: '周敏', status: 'rejected' }, names)).toEqual({
      code: 1,
      key: 'agentPassRejected',
      params: { name: '周敏' },
    });
    // The new application: rejected → pending by an edit, then it can pass.
    expect(statusChangeRefusal('rejected', 'pending', names)).toBeNull();
    expect(passRefusal({ name: '周敏', status: 'pending' }, names)).toBeNull();
  });

  it('lets an edit move passed ⇄ disabled and rejected → pending, nothing else', () => {
    const allowed = new Set(['passed>disabled', 'disabled>passed', 'rejected>pending']);
    for (const from of agentStatuses)
      for (const to of agentStatuses) {
        const refusal = statusChangeRefusal(from, to, names);
        if (from === to || allowed.has(`${from}>${to}`)) expect(refusal, `${from} → ${to}`).toBeNull();
        else expect(refusal?.field, `${from} → ${to}`).toBe('status');
      }
    expect(statusChangeRefusal('pending', 'passed', names)?.key).toBe('agentStatusByVerify');
    expect(statusChangeRefusal('rejected', 'passed' as AgentStatus, names)).toEqual({
      code: 1,
      key: 'agentStatusChange',
      params: { from: '已驳回', to: '已通过' },
      field: 'status',
    });
  });

  it('takes licence images from the library only', () => {
    const library = new Set(['/uploads/1/a.png', '/uploads/1/b.png']);
    expect(licenceImagesRefusal(['/uploads/1/a.png'], library)).toBeNull();
    expect(licenceImagesRefusal([], library)).toBeNull();
    expect(licenceImagesRefusal(['/uploads/1/a.png', 'https://elsewhere.example/c.png'], library)).toEqual({
      code: 1,
      key: 'agentLicenceNotInLibrary',
      field: 'licenceImages',
    });
  });

  it('chooses SMS templates whose variables the server can fill', () => {
    expect(
      agentSmsTemplateRefusal({ title: 'ok', content: '{name}您好，{brand}：{reason}' }, 'x'),
    ).toBeNull();
    expect(agentSmsTemplateRefusal({ title: '验证码', content: '验证码{code}' }, 'passTemplateId')).toEqual({
      code: 1,
      key: 'agentSmsVariable',
      params: { title: '验证码', name: '{code}' },
      field: 'passTemplateId',
    });
  });
});

describe('agent groups', () => {
  it('gives each level to one group, naming the holder', () => {
    expect(levelRefusal(2, null)).toBeNull();
    expect(levelRefusal(1, { title: '金牌代理' })).toEqual({
      code: 1,
      key: 'agentGroupLevelTaken',
      params: { level: 1, title: '金牌代理' },
      field: 'level',
    });
  });

  it('keeps a group that has agents, saying how many', () => {
    expect(groupDeleteRefusal({ title: '空组', agentCount: 0 })).toBeNull();
    expect(groupDeleteRefusal({ title: '铜牌代理', agentCount: 3 })).toEqual({
      code: 1,
      key: 'agentGroupHasAgents',
      params: { title: '铜牌代理', n: 3 },
    });
  });
});

describe('enterprise WeChat accounts', () => {
  it('takes the callback Token and EncodingAESKey together or not at all', () => {
    expect(callbackPairRefusal({ token: '', encodingAesKey: '' })).toBeNull();
    expect(callbackPairRefusal({ token: 'abc', encodingAesKey: 'k'.repeat(43) })).toBeNull();
    expect(callbackPairRefusal({ token: 'abc', encodingAesKey: '' })?.field).toBe('encodingAesKey');
    expect(callbackPairRefusal({ token: '', encodingAesKey: 'k'.repeat(43) })?.field).toBe('token');
  });
});
