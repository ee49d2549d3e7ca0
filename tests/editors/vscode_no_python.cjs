// Driven by test_vscode.py::test_vscode_package_without_a_usable_python: `node vscode_no_python.cjs` with
//   PLAYWRIGHT_CORE, VSCODE_URL, CHROMIUM_PROFILE, RESULT as for vscode_check.cjs
//   SCREENSHOT       the window with the notification
// With a package whose bundle holds no Python the machine has: open a world and read the notifications shown.
const { session, openFile } = require('./vscode_session.cjs');

session(async (page, result, step) => {
  result.language = await openFile(page, 'worlds', 'world.wbt');
  step('opened');
  const toast = page.locator('.notifications-toasts .notification-toast', { hasText: 'Webots language server' });
  await toast.first().waitFor({ timeout: 60000 });
  result.notifications = await page.locator('.notifications-toasts .notification-toast').allInnerTexts();
  await page.screenshot({ path: process.env.SCREENSHOT });
  step('notified');
});
