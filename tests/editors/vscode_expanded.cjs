// Driven by test_vscode.py: `node vscode_expanded.cjs` with
//   PLAYWRIGHT_CORE, VSCODE_URL, CHROMIUM_PROFILE, RESULT, SCREENSHOT as for vscode_check.cjs
//   NEEDLE   text of the line holding the PROTO instance to expand (the cursor goes to its end)
// In VS Code (code-server) in headless Chromium: open worlds/expand.wbt, put the cursor on the instance, run
// "Webots: Show Expanded PROTO" from the command palette and read the expanded document that opens beside it: its
// tab, language mode and lines, and the notifications shown.
const { session, openFile, waitForStatus } = require('./vscode_session.cjs');

// The lines of the active editor group's editor, top to bottom, non-breaking spaces back to spaces.
async function activeLines(page) {
  return page.locator('.editor-group-container.active .monaco-editor .view-lines').first().evaluate((lines) =>
    [...lines.querySelectorAll('.view-line')]
      .map((line) => [parseFloat(line.style.top), line.textContent.replace(/\u00a0/g, ' ')])
      .sort((a, b) => a[0] - b[0])
      .map((entry) => entry[1]),
  );
}

session(async (page, result, step) => {
  await openFile(page, 'worlds', 'expand.wbt');
  // The server runs once its diagnostics show (the world has one error on purpose).
  await page.waitForSelector('.squiggly-error', { timeout: 60000 });
  await page.locator('.view-line', { hasText: process.env.NEEDLE }).first().click();
  await page.keyboard.press('End');
  step('opened');

  await page.keyboard.press('F1');
  await page.waitForSelector('.quick-input-widget');
  await page.keyboard.type('Webots: Show Expanded PROTO');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Show Expanded PROTO' }).first().waitFor();
  await page.keyboard.press('Enter');
  const tab = page.locator('.tab.active[aria-label*="expanded"]');
  const toast = page.locator('.notifications-toasts .notification-toast');
  await tab.or(toast).first().waitFor({ timeout: 30000 });
  result.notifications = await page.locator('.notifications-toasts').innerText().catch(() => '');
  await tab.waitFor({ timeout: 5000 });
  result.tab = await tab.getAttribute('aria-label');
  await waitForStatus(page, '#status\\.editor\\.mode', 'Webots', 15000);
  result.language = await page.locator('#status\\.editor\\.mode').innerText();
  await page.waitForTimeout(500);
  result.lines = await activeLines(page);
  await page.screenshot({ path: process.env.SCREENSHOT });
  // Read-only: typing changes nothing.
  await page.locator('.editor-group-container.active .monaco-editor .view-line').first().click();
  await page.keyboard.type('xyz');
  await page.waitForTimeout(300);
  result.after_typing = await activeLines(page);
  step('expanded');
});
