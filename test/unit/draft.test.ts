import { describe, expect, it } from 'vitest';
import { changedValues, draftOf } from '../../src/core/util/draft';

describe('what a form keeps while the visitor steps away (drafts)', () => {
  const initial = { firstName: '', lastName: 'Paid', email: '', password: '', captcha: '', styles: [] as string[], news: false };

  it('keeps only what was changed, custom field arrays and booleans too', () => {
    expect(changedValues({ ...initial, firstName: 'Rita', styles: ['yin'], news: true }, initial)).toEqual({
      firstName: 'Rita',
      styles: ['yin'],
      news: true,
    });
    expect(changedValues({ ...initial, styles: [] }, initial)).toEqual({});
  });

  it('never keeps a secret: password and captcha fields are dropped', () => {
    expect(draftOf({ ...initial, email: 'rita@demo.test', password: 'stretch-daily', captcha: 'tok', newPassword: 'x' }, initial)).toEqual({
      email: 'rita@demo.test',
    });
  });

  it('a value changed back to the initial one is not kept, so fresher data shows next time', () => {
    expect(draftOf({ ...initial, lastName: 'Paid' }, initial)).toEqual({});
  });
});
