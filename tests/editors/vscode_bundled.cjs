// Driven by test_vscode.py::test_vscode_platform_package: `node vscode_bundled.cjs` with
//   PLAYWRIGHT_CORE, VSCODE_URL, CHROMIUM_PROFILE, RESULT as for vscode_check.cjs
//   SCREENSHOT       the window with the diagnostic in the Problems panel
//   COMPLETION_SCREENSHOT  the window with the suggestion list
// With only the linux-x64 package installed (its bundled server, a system python3): open worlds/complete.wbt and
// type a space after `geometry` (the server's suggestion list), then open worlds/world.wbt and wait for the
// server's diagnostic in the Problems panel.
const { session, openFile, showProblems, openSuggestions, suggestionRows } = require('./vscode_session.cjs');

session(async (page, result, step) => {
  // Completion first: the Problems panel's tree would also answer to the explorer's folder names.
  await openFile(page, 'worlds', 'complete.wbt');
  step('opened');
  await page.locator('.view-line', { hasText: 'geometry' }).click();
  await page.keyboard.press('End');
  await page.waitForSelector('.squiggly-error', { timeout: 60000 });
  await openSuggestions(page, result, ' ');
  result.rows = await suggestionRows(page);
  await page.screenshot({ path: process.env.COMPLETION_SCREENSHOT });
  step('completion');
  await page.keyboard.press('Escape');

  result.language = await openFile(page, 'worlds', 'world.wbt');
  result.problems = await showProblems(page, "Did not find a 'DEF NOPE'");
  await page.screenshot({ path: process.env.SCREENSHOT });
  step('problems');
});
