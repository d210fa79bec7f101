import { describe, expect, it } from 'vitest';
import { parseConfigUpdate } from './config.policy.ts';

describe('parseConfigUpdate', () => {
  it('normalises good values and refuses unknown and read-only keys by name', () => {
    const { values, problems } = parseConfigUpdate({
      cfg_brand_title: ' A ',
      cfg_attach_video_exts: 'MP4, .webm',
      cfg_attach_storage: 'local',
      cfg_nope: 1,
    });
    expect(values).toEqual({ cfg_brand_title: 'A', cfg_attach_video_exts: 'mp4,webm' });
    expect(problems.map((p) => [p.field, p.kind])).toEqual([
      ['cfg_attach_storage', 'readOnly'],
      ['cfg_nope', 'unknown'],
    ]);
  });

  it('checks each field alone and prefixes nested paths with the key', () => {
    const { problems } = parseConfigUpdate({
      cfg_brand_address: { areaId: 1, lng: 200 },
      cfg_tech_service_phone: '400-800-1234',
    });
    expect(problems.map((p) => (p.kind === 'invalid' ? p.issue.path.join('.') : p.field))).toEqual([
      'cfg_brand_address.lng',
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(parseConfigUpdate([1]).problems).toHaveLength(1);
  });
});
