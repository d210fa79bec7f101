import { describe, expect, it } from 'vitest';
import { categoryLabels, labelWidth, timeLabels } from './chart-axis.ts';

describe('the time axis', () => {
  it('names one day per ~72 px, the first and the last always', () => {
    const days = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
    const shown = timeLabels(days, 600).map((l) => l.full);
    expect(shown).toEqual(['11-01', '11-05', '11-09', '11-13', '11-17', '11-21', '11-25', '11-29', '11-30']);
  });
});

describe('the category axis', () => {
  it('names every stage on one line where they fit (a phone-wide stage chart used to drop "Following")', () => {
    const axis = categoryLabels(['New', 'Following', 'Won', 'Lost'], 59.5);
    expect(axis.lines).toBe(1);
    expect(axis.labels.map((l) => [l.text, l.line])).toEqual([
      ['New', 0],
      ['Following', 0],
      ['Won', 0],
      ['Lost', 0],
    ]);
  });

  it('moves every other tag a line down where neighbours would touch, and names them whole', () => {
    const tags = ['价格敏感', 'VIP', '新品尝鲜', '普通', '潜在', '重视服务'];
    const axis = categoryLabels(tags, 40);
    expect(axis.lines).toBe(2);
    expect(axis.labels.map((l) => l.text)).toEqual(tags);
    expect(axis.labels.map((l) => l.line)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('past three lines shortens the names to their room, keeping each whole name', () => {
    const names = Array.from({ length: 12 }, (_, i) => `内蒙古自治区第${i + 1}`);
    const axis = categoryLabels(names, 20);
    expect(axis.lines).toBe(3);
    for (const label of axis.labels) {
      expect(label.text.endsWith('…')).toBe(true);
      expect(labelWidth(label.text)).toBeLessThanOrEqual(3 * 20 - 6);
      expect(names[label.index]).toBe(label.full);
    }
    expect(axis.labels.map((l) => l.line)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });
});
