import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { describe, expect, it } from 'vitest';
import { QUEUE_ICONS, queueIconOf } from './queue-icons';

describe('queue icons', () => {
  it('maps the icon names the server sends', () => {
    for (const name of [
      'RateReview',
      'Draw',
      'FactCheck',
      'AssignmentInd',
      'MoveToInbox',
      'PendingActions',
      'Forward',
      'Assignment',
      'Tag',
      'Gavel',
      'Visibility',
      'TaskAlt',
    ]) {
      expect(queueIconOf(name)).toBe(QUEUE_ICONS[name]);
    }
  });

  it('falls back to the letter icon for an unknown or inherited name', () => {
    expect(queueIconOf('NoSuchIcon')).toBe(DescriptionOutlined);
    expect(queueIconOf('toString')).toBe(DescriptionOutlined);
    expect(queueIconOf(null)).toBe(DescriptionOutlined);
  });
});
