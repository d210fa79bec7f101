import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sendMachine, withoutMarks } from './send.machine.ts';

describe('send machine: marks', () => {
  it('a field changed loses its mark and the marks under it; the others stay until the next send', () => {
    const actor = createActor(sendMachine, { input: { makeRequestId: () => 'r1' } }).start();
    actor.send({
      type: 'send.submit',
      problems: {
        templateId: '请选择短信模板',
        mobiles: '请至少填写一个手机号',
        'params.order': '请填写订单号',
      },
    });
    expect(actor.getSnapshot().context.errors).toEqual({
      templateId: '请选择短信模板',
      mobiles: '请至少填写一个手机号',
      'params.order': '请填写订单号',
    });
    actor.send({ type: 'send.edit', field: 'mobiles' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['templateId', 'params.order']);
    // A new template clears the values typed for the old one, and their marks with them.
    actor.send({ type: 'send.edit', field: 'params' });
    expect(actor.getSnapshot().context.errors).toEqual({ templateId: '请选择短信模板' });
    expect(actor.getSnapshot().value).toBe('composing');
  });

  it('withoutMarks keeps a field whose name only begins like the one changed', () => {
    expect(withoutMarks({ to: 'a', total: 'b', 'to.0': 'c' }, 'to')).toEqual({ total: 'b' });
  });
});
