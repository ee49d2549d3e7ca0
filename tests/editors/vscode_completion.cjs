// Driven by test_vscode.py: `node vscode_completion.cjs` with
//   PLAYWRIGHT_CORE, VSCODE_URL, CHROMIUM_PROFILE, RESULT as for vscode_check.cjs
//   SCREENSHOT       the whole window with the suggestion list open
//   LIST_SCREENSHOT  the suggestion list alone
// In VS Code (code-server) in headless Chromium: open worlds/complete.wbt, put the cursor at the end of the line
// `  geometry`, type a space (a trigger character of the server) and read the suggestion list's rows; then type
// `Sol` and read them again.
const { session, openFile, openSuggestions, suggestionRows } = require('./vscode_session.cjs');

session(async (page, result, step) => {
  await openFile(page, 'worlds', 'complete.wbt');
  step('opened');

  // End of `  geometry`, then a space: the server's trigger character opens the list.
  await page.locator('.view-line', { hasText: 'geometry' }).click();
  await page.keyboard.press('End');
  // The server runs once its diagnostics show (`geometry` without a value is a syntax error).
  await page.waitForSelector('.squiggly-error', { timeout: 60000 });
  const widget = await openSuggestions(page, result, ' ');
  result.rows = await suggestionRows(page);
  result.box = await widget.boundingBox();
  await widget.screenshot({ path: process.env.LIST_SCREENSHOT });
  await page.screenshot({ path: process.env.SCREENSHOT });
  step('list');

  // Filtering by `Sol` leaves no Solid (it may not stand in a geometry field).
  await page.keyboard.type('Sol');
  await page.waitForTimeout(1000);
  result.filtered = (await widget.count()) ? await suggestionRows(page) : [];
  step('filtered');
});
