import type { Page } from '@playwright/test';

import { textbox } from './formFields.ts';
import { FormPage } from './FormPage.ts';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** /contact: the ways to reach the site and the contact form. */
export class ContactPage extends FormPage {
  readonly name = textbox(this.main, 'Name');
  readonly email = textbox(this.main, 'Email');
  readonly subject = textbox(this.main, 'Subject');
  readonly message = textbox(this.main, 'Message');

  constructor(page: Page) {
    super(page, '/contact', 'Send Message');
  }

  async fill(message: ContactMessage): Promise<void> {
    await this.name.fill(message.name);
    await this.email.fill(message.email);
    await this.subject.fill(message.subject);
    await this.message.fill(message.message);
  }

  /** Presses Send Message. */
  async send(): Promise<void> {
    await this.submit();
  }
}
