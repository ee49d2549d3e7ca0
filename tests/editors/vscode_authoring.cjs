// Driven by test_vscode.py: `node vscode_authoring.cjs` with
//   PLAYWRIGHT_CORE, VSCODE_URL, CHROMIUM_PROFILE, RESULT, SCREENSHOT as for vscode_check.cjs
// In VS Code (code-server) in headless Chromium: open worlds/fix.wbt, wait for the server's diagnostics, put the
// cursor on the unresolved `USE BALL_SHAPES`, press Ctrl+. and pick "Did you mean 'BALL_SHAPE'?", then on the
// forbidden `USE BALL` and pick its "Replace ..." fix, reading the offered titles and the text after each. Then
// open worlds/format.wbt, press Ctrl+Shift+I (Format Document on Linux) and read the text back. Last, open
// worlds/authoring.wbt: the `kg` inlay hint after `mass 2`, the colour box of a `color` field, the hover on a
// type. The window is tall so that the whole text shows above the Problems panel.
const { session, openFile, editorLines, changedLines, showProblems } = require('./vscode_session.cjs');

// Cursor on `name` in the line holding `USE name`, Ctrl+., the titles offered; then the one holding `wanted` is
// applied and the editor's lines once they changed are returned with the titles, once `message` left the
// Problems panel.
async function quickFix(page, name, wanted, message) {
  const before = await editorLines(page);
  const line = page.locator('.view-line', { hasText: `USE ${name}` });
  await line.locator('span span', { hasText: new RegExp(`^${name}$`) }).click();
  const rows = page.locator('.action-widget .monaco-list-row.action');
  for (let attempt = 0; ; attempt += 1) {
    await page.keyboard.press('Control+.');
    try {
      await rows.first().waitFor({ timeout: 10000 });
      break;
    } catch (error) {
      // asked between an edit and the server's new diagnostics: "No code actions available"; ask again
      if (attempt === 3) {
        throw error;
      }
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1000);
    }
  }
  await page.waitForTimeout(300); // let the menu settle
  const titles = await rows.allInnerTexts();
  // The keyboard, as a user does (a pointer block covers the menu for the mouse): down to the title, Enter.
  const focused = page.locator('.action-widget .monaco-list-row.action.focused');
  for (let i = 0; i < titles.length && !(await focused.innerText()).includes(wanted); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const lines = await changedLines(page, before);
  // The fixed problem leaves the Problems panel.
  await page.locator('.markers-panel').getByText(message).waitFor({ state: 'detached', timeout: 30000 });
  return { titles: titles.map((t) => t.trim()), lines };
}

// The `mass` line once VS Code drew the server's inlay hint in it (injected text), and the colour decorator boxes
// (their computed background colours).
async function decorations(page) {
  const massLine = page.locator('.view-line', { hasText: 'mass 2' });
  await massLine.filter({ hasText: 'kg' }).waitFor({ timeout: 30000 }).catch(() => undefined);
  const boxes = page.locator('.monaco-editor .colorpicker-color-decoration');
  await boxes.first().waitFor({ timeout: 30000 }).catch(() => undefined);
  return {
    mass_line: (await massLine.innerText()).replace(/\u00a0/g, ' '),
    hint_html: await massLine
      .locator('span', { hasText: /^\s*kg\s*$/ })
      .evaluateAll((spans) => spans.map((span) => span.outerHTML)),
    colors: await boxes.evaluateAll((found) => found.map((box) => getComputedStyle(box).backgroundColor)),
  };
}

// The mouse on the word `word` of the editor, the hover widget's text.
async function hoverText(page, word) {
  await page.locator('.view-line span span', { hasText: new RegExp(`^${word}$`) }).first().hover();
  const widget = page.locator('.monaco-hover:not(.hidden) .monaco-hover-content', { hasText: word });
  await widget.first().waitFor({ timeout: 30000 });
  return widget.first().innerText();
}

session(async (page, result, step) => {
  await openFile(page, 'worlds', 'fix.wbt');
  result.problems = await showProblems(page, 'Solid nodes cannot be USEd.');
  step('diagnostics');
  result.unresolved = await quickFix(page, 'BALL_SHAPES', "Did you mean 'BALL_SHAPE'?", "'DEF BALL_SHAPES'");
  step('unresolved USE fixed');
  result.forbidden = await quickFix(page, 'BALL', "Replace 'USE BALL'", 'Solid nodes cannot be USEd.');
  step('forbidden USE fixed');
  await page.screenshot({ path: process.env.SCREENSHOT });

  await openFile(page, 'worlds', 'format.wbt');
  const before = await editorLines(page);
  await page.locator('.view-line').first().click();
  // Format Document: Shift+Alt+F on Windows and macOS, Ctrl+Shift+I on Linux (Alt+F opens the File menu here).
  await page.keyboard.press('Control+Shift+I');
  result.formatted = await changedLines(page, before);
  step('formatted');

  await openFile(page, 'worlds', 'authoring.wbt');
  result.decorated = await decorations(page);
  step('inlay hint and color box');
  result.hover = await hoverText(page, 'PointLight');
  step('hover');
}, { width: 1280, height: 1400 });
