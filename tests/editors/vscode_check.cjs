// Driven by test_vscode.py: `node vscode_check.cjs` with
//   PLAYWRIGHT_CORE  path of the playwright-core package   VSCODE_URL  code-server's URL with ?folder=
//   CHROMIUM_PROFILE a fresh folder                         SCREENSHOT  where to save the picture
//   RESULT           where to write the JSON result
//   USE_LINE, DEF_LINE  1-based lines of `USE BOX` and `DEF BOX`
// In VS Code (code-server) in headless Chromium: open worlds/world.wbt from the explorer, wait for the
// server's error squiggle and the Problems entry, click the name in `USE BOX`, press F12 and read the cursor
// position from the status bar. Then open protos/Crate.proto and api.proto and read their language modes.
const { session, waitForStatus, openFile, showProblems } = require('./vscode_session.cjs');

session(async (page, result, step) => {
  // Open the file from the explorer. The language mode shows `Webots` once the extension's language is known (it
  // may start as Plain Text).
  result.language = await openFile(page, 'worlds', 'world.wbt');
  step('opened');

  // The server's diagnostics: a squiggle in the editor and the message in the Problems panel.
  result.problems = await showProblems(page, "Did not find a 'DEF NOPE'");
  step('problems');

  // Highlighting by the extension's TextMate grammar: the token colour classes (mtkN) on the `USE BOX` line.
  const useLine = page.locator('.view-line', { hasText: 'USE BOX' });
  result.token_classes = await useLine.evaluate((line) =>
    [...line.querySelectorAll('span[class*="mtk"]')].map((span) => [span.textContent, span.className]),
  );

  // Cursor on the name in `USE BOX`, then F12 (Go to Definition).
  await useLine.locator('span span', { hasText: /^BOX$/ }).click();
  const selection = page.locator('#status\\.editor\\.selection');
  await waitForStatus(page, '#status\\.editor\\.selection', `Ln ${process.env.USE_LINE},`, 10000);
  result.before = await selection.innerText();
  await page.keyboard.press('F12');
  await waitForStatus(page, '#status\\.editor\\.selection', `Ln ${process.env.DEF_LINE},`, 30000);
  await page.waitForTimeout(300); // let the reveal settle for the picture
  result.after = await selection.innerText();
  step('definition');
  await page.screenshot({ path: process.env.SCREENSHOT });

  // `.proto` files: a Webots PROTO (header on line 1) is Webots even with a Protocol Buffers extension
  // installed; a Protocol Buffers file keeps that extension's language.
  result.proto_languages = {};
  for (const [folder, file, want] of [
    ['protos', 'Crate.proto', 'Webots'],
    [null, 'api.proto', 'Protocol Buffers'],
  ]) {
    await openFile(page, folder, file, want);
    await page.waitForTimeout(1000); // a late language switch would show here
    result.proto_languages[file] = await page.locator('#status\\.editor\\.mode').innerText();
  }
  step('proto languages');
});
