import { expect, test } from '@playwright/test';

test.describe('public site', () => {
  test('the landing page has its header, hero, benefits, form, FAQ and call to action', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solutions');
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('button', { name: /Switch to (dark|light) mode/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleet, dispatch and back office in one place');

    const benefits = page.getByRole('region', { name: 'Everything your carrier runs on' }).getByRole('listitem');
    await expect(benefits).toHaveCount(6);
    for (const title of ['Dispatch board', 'Broker and load management', 'AI load entry', 'Driver statements']) {
      await expect(benefits.getByRole('heading', { name: title })).toBeVisible();
    }

    const faq = page.getByRole('region', { name: 'Questions carriers ask us' });
    await expect(faq.getByRole('button')).toHaveCount(4);
    await expect(faq).toContainText('$199 a month');
    await faq.getByRole('button', { name: 'Is there a free trial?' }).click();
    await expect(faq.getByText(/30-day money-back guarantee/)).toBeVisible();
    await faq.getByRole('button', { name: 'How long does it take to get started?' }).click();
    await expect(faq.getByText(/about 48 hours.*under 30 minutes/)).toBeVisible();
    await faq.getByRole('button', { name: 'How fast will you answer me?' }).click();
    await expect(faq.getByText(/within 24 hours.*within 4 hours/)).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Ready to run your fleet from one place?' })).toBeVisible();
  });

  test('the hero screenshots change every four seconds and can be paused', async ({ page }) => {
    // The page's clock can be moved on by the test: a paused slideshow is shown to stay, not waited on.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Product screenshots' });
    await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(3);
    const first = carousel.getByRole('button', { name: /^Show slide 1/ });
    const second = carousel.getByRole('button', { name: /^Show slide 2/ });
    await expect(first).toHaveAttribute('aria-current', 'true');
    const image = carousel.locator('img').first();
    await expect(image).toHaveAttribute('width', '1280');
    await expect(image).toHaveAttribute('height', '800');
    await page.clock.runFor(4000);
    await expect(second).toHaveAttribute('aria-current', 'true');
    const third = carousel.getByRole('button', { name: /^Show slide 3/ });
    const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
    const play = carousel.getByRole('button', { name: 'Play slideshow' });
    await pause.click();
    // Neither hover nor focus holds the slide now: only the pause does.
    await page.mouse.move(0, 0);
    await play.blur();
    await page.clock.runFor(8000);
    await expect(second).toHaveAttribute('aria-current', 'true');
    // Played again, it moves on when the clock does.
    await play.click();
    await page.mouse.move(0, 0);
    await pause.blur();
    await page.clock.runFor(4000);
    await expect(third).toHaveAttribute('aria-current', 'true');
  });

  test('Get Demo scrolls to the demo form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Demo' }).click();
    await expect(page.getByRole('heading', { name: 'See it run with your own fleet' })).toBeInViewport();
    await expect(page.getByRole('form', { name: 'Demo request' })).toBeVisible();
  });

  test('solutions lists the features and its get-started button leads to the demo form', async ({ page }) => {
    await page.goto('/solutions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for every desk of your carrier');
    for (const title of ['Fleet and compliance', 'Dispatch board', 'AI load extraction', 'Telematics integration']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/#demo$/);
    await expect(page.getByRole('heading', { name: 'See it run with your own fleet' })).toBeInViewport();
  });

  test('pricing switches between monthly and yearly prices and savings', async ({ page }) => {
    await page.goto('/pricing');
    const plan = (name: string) => page.getByRole('article', { name });
    await expect(plan('Starter')).toContainText('Up to 25 trucks');
    await expect(plan('Growth')).toContainText('26-50 trucks');
    await expect(plan('Pro')).toContainText('51-100 trucks');
    await expect(plan('Starter')).toContainText('$275/month');
    await expect(plan('Growth')).toContainText('$475/month');
    await expect(plan('Pro')).toContainText('$675/month');
    await expect(page.getByText('Unlimited users').first()).toBeVisible();
    await expect(page.getByText('Free onboarding').first()).toBeVisible();

    await page.getByRole('button', { name: 'Yearly' }).click();
    await expect(page.getByRole('status')).toHaveText('Save up to 20% with yearly billing');
    await expect(plan('Starter')).toContainText('$219/month');
    await expect(plan('Starter')).toContainText('$2,628 billed yearly');
    await expect(plan('Starter')).toContainText('Save 20%');
    await expect(plan('Growth')).toContainText('$419/month');
    await expect(plan('Growth')).toContainText('$5,028 billed yearly');
    await expect(plan('Growth')).toContainText('Save 12%');
    await expect(plan('Pro')).toContainText('$599/month');
    await expect(plan('Pro')).toContainText('$7,188 billed yearly');
    await expect(plan('Pro')).toContainText('Save 11%');

    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect(plan('Starter')).toContainText('$275/month');

    await plan('Growth').getByRole('link', { name: 'Choose Growth' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Get custom pricing' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('contact opens mail drafts to sales and support', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Email sales' })).toHaveAttribute(
      'href',
      /^mailto:sales@tms\.test\?subject=/,
    );
    await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      /^mailto:support@tms\.test\?subject=/,
    );
    await expect(page.getByRole('article', { name: 'Sales' })).toContainText('Within 24 hours');
    await expect(page.getByRole('article', { name: 'Support' })).toContainText('Within 4 hours');
  });

  test('unknown paths go to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleet, dispatch and back office in one place');
  });

  test('Sign In opens the login page, and its Contact Sales link comes back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleet, dispatch and back office in one place');
  });

  test('the landing page does not download the back office', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('link', { name: 'Get Demo' }).click();
    await expect(page.getByRole('form', { name: 'Demo request' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const backOffice = scripts.filter((s) =>
      /\/(app|app-shell|router|root-layout|session-[\w-]+|login-page)-[\w-]+\.js$/.test(s),
    );
    expect(backOffice).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the menu button opens the navigation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple plans by fleet size');
    });
  });
});
