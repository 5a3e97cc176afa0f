// A person's first day with OnCourse, in a real browser against `npm start`: register, open the
// e-mailed link, choose a password and be signed in by it, edit the profile, sign out, forget the
// password on the way to a page, reset it and land on that page signed in. Plus the tournament
// sign-in refusal for a facility account.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitSignIn, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();

const signIn = (page: Page, path: string, email: string, password: string) =>
  submitSignIn(page, `${journey.product.baseUrl}${path}`, email, password);

describe('accounts journey', () => {
  const email = `greenkeeper.${Date.now()}@example.org`;
  const firstPassword = 'fairway2green';
  const secondPassword = 'bunker-rake-9';
  // The refusal test signs in with whatever password the account has by then.
  let currentPassword = firstPassword;

  it('registers, confirms by e-mail and is signed in, edits the profile, signs out, resets the password and lands where it was going', async () => {
    const page = await journey.newPage();

    // Register from the sign-in page's register card.
    await page.goto(`${journey.product.baseUrl}/login`);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/registration-page');
    await page.getByLabel('First name').fill('Morag');
    await page.getByLabel('Last name').fill('Fairlie');
    await page.getByLabel('E-mail address').fill(email);
    // The signed-out pages' dropdowns are the browser's own selects (app/src/forms/light).
    await page.getByLabel('Your role').selectOption({ label: 'Course Management' });
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/registration-link-sent');

    // The e-mailed link leads to complete-registration; a weak password is refused first.
    const registrationMail = await journey.smtp.waitFor(email);
    const completeLink = linkIn(registrationMail, '/complete-registration');
    expect(completeLink.searchParams.get('token')).toBeTruthy();
    await page.goto(`${journey.product.baseUrl}${completeLink.pathname}${completeLink.search}`);
    await page.getByLabel(/^New password/).fill('password');
    await page.getByLabel('Retype new password').fill('password');
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await visible(page.getByText('Your password does not meet the minimum requirements').first());
    await page.getByLabel(/^New password/).fill(firstPassword);
    await page.getByLabel('Retype new password').fill(firstPassword);
    await page.getByRole('button', { name: 'Complete registration' }).click();

    // Signed in by choosing the password, with no second sign-in: a new user has no organisation
    // yet and is offered getting started.
    await visible(page.getByText('Welcome, Morag'));
    await visible(page.getByRole('link', { name: 'Getting started' }).first());

    // The same link cannot be used twice.
    await page.goto(`${journey.product.baseUrl}${completeLink.pathname}${completeLink.search}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/invalid-registration-token');
    await page.goto(`${journey.product.baseUrl}/`);

    // A reload keeps the session.
    await page.reload();
    await visible(page.getByText('Welcome, Morag'));

    // Edit the profile.
    await page.goto(`${journey.product.baseUrl}/user-profile`);
    await page.getByLabel('Last name').fill('Fairlie-Brown');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Your changes have been saved.'));
    await page.reload();
    expect(await page.getByLabel('Last name').inputValue()).toBe('Fairlie-Brown');

    // Sign out.
    await page.goto(`${journey.product.baseUrl}/logout`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${journey.product.baseUrl}/user-profile`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    // Forget the password on the way to the profile and reset it through the e-mailed link.
    const mailsBefore = journey.smtp.messages.length;
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    // The sign-in page has an 'E-mail address' field too: fill only once the new page is there.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/forgotten-password');
    await visible(page.getByRole('button', { name: 'Send reset link' }));
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/forgotten-password/link-sent');
    const resetLink = linkIn(await journey.smtp.waitFor(email, { since: mailsBefore }), '/new-password');
    await page.goto(`${journey.product.baseUrl}${resetLink.pathname}${resetLink.search}`);
    await page.getByLabel(/^New password/).fill(secondPassword);
    await page.getByLabel('Retype new password').fill(secondPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    currentPassword = secondPassword;
    // Signed in by the new password, on the page the person was going to.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user-profile');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Fairlie-Brown');

    // The old password no longer works; the new one does.
    await page.goto(`${journey.product.baseUrl}/logout`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await signIn(page, '/login', email, firstPassword);
    await visible(
      page
        .getByText('Check that your e-mail address is complete, or reset your password.')
        .or(page.getByText(/We couldn’t sign you in/)),
    );
    await signIn(page, '/login', email, secondPassword);
    await visible(page.getByText('Welcome, Morag'));
    await page.context().close();
  });

  it('refuses the tournament sign-in to an account without a tournament', async () => {
    const page = await journey.newPage();
    await signIn(page, '/tournaments/login', email, currentPassword);
    await visible(page.getByText('There is not a tournament associated with this account.'));
    expect(new URL(page.url()).pathname).toBe('/tournaments/login');
    await page.context().close();
  });
});

describe('forms under the content security policy', () => {
  it('validates a form with its precompiled validators while the CSP forbids eval', async () => {
    const page = await journey.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    // Page code as text: the tests workspace has no DOM types.
    await page.addInitScript({
      content:
        "document.addEventListener('securitypolicyviolation', (event) => " +
        "window.reportViolation(event.violatedDirective + ': ' + event.blockedURI));",
    });

    const response = await page.goto(`${journey.product.baseUrl}/registration-page`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');

    // Submitting the empty form runs the form's validation: every required field says so.
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByText('Please check the form and correct the missing fields'));
    await visible(page.getByText('This field is required'));
    // A malformed address is caught by the compiled e-mail format.
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByText('Enter a valid e-mail address'));
    expect(violations).toEqual([]);
  });
});
