import type { Locator, Page } from '@playwright/test';

import { AdminConsole } from './AdminConsole.ts';
import { combobox, textbox } from './formFields.ts';

export interface UserFields {
  email?: string;
  password?: string;
  /** The role's label in the dialog's select: User, Moderator or Admin. */
  role?: string;
}

/** The console's users page (SPEC 2.21): search, role filter, table, Add/Edit User dialog. */
export class AdminUsersPage extends AdminConsole {
  readonly search: Locator;
  readonly roleFilter: Locator;
  readonly addUser: Locator;
  readonly dialog: Locator;
  readonly dialogFailure: Locator;

  constructor(page: Page) {
    super(page);
    this.search = page.getByRole('searchbox', { name: 'Search users' });
    this.roleFilter = combobox(page.getByRole('main'), 'Filter by role');
    this.addUser = page.getByRole('main').getByRole('button', { name: 'Add User' });
    this.dialog = page.getByRole('dialog');
    this.dialogFailure = this.dialog.getByRole('alert');
  }

  async fill({ email, password, role }: UserFields): Promise<void> {
    if (email !== undefined) await textbox(this.dialog, 'Email').fill(email);
    // "Password" when adding, "New password" when editing; not the "Show password" button.
    if (password !== undefined) await this.dialog.getByLabel(/^(New p|P)assword/).fill(password);
    if (role !== undefined) await combobox(this.dialog, 'Role').selectOption({ label: role });
  }

  async create(fields: Required<UserFields>): Promise<void> {
    await this.addUser.click();
    await this.fill(fields);
    await this.dialog.getByRole('button', { name: 'Add User' }).click();
  }

  async edit(email: string, changes: UserFields): Promise<void> {
    await this.row(email)
      .getByRole('button', { name: `Edit user ${email}` })
      .click();
    await this.fill(changes);
    await this.dialog.getByRole('button', { name: 'Update User' }).click();
  }

  /** Both steps of the delete: ask, then confirm. */
  async delete(email: string): Promise<void> {
    await this.row(email)
      .getByRole('button', { name: `Delete user ${email}` })
      .click();
    await this.row(email)
      .getByRole('button', { name: `Confirm delete of user ${email}` })
      .click();
  }
}
