import { render, screen } from '@testing-library/react';

import { EmailAddress } from '../../../../../client/src/features/admin/components/EmailAddress.tsx';

describe('an email address in the console', () => {
  it('stays on one line, cut with an ellipsis where narrow, and whole in its tooltip', () => {
    render(<EmailAddress email="mary-jane.doe@example-mail.org" />);
    const address = screen.getByText('mary-jane.doe@example-mail.org');
    expect(address).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    expect(address).toHaveAttribute('title', 'mary-jane.doe@example-mail.org');
  });
});
