// Driven by scripts/vscode-screenshots: `node vscode-screenshots.cjs` with PLAYWRIGHT_CORE, VSCODE_URL,
// CHROMIUM_PROFILE, RESULT, SCREENSHOT as for tests/editors/vscode_check.cjs, and
//   IMAGES        the folder the pictures go to
//   MISTAKE_LINE  1-based line of the typo'd USE   PILLAR_LINE  of `Pillar {`
// Each picture is cropped to the editor (and the Problems panel for the diagnostics).
const path = require('path');
const { session, openFile, showProblems, openSuggestions } = require('../tests/editors/vscode_session.cjs');

const picture = (name) => path.join(process.env.IMAGES, name);

// Put the cursor on a 1-based line with Go to Line (Ctrl+G), which also scrolls it into view.
async function goToLine(page, line) {
  await page.keyboard.press('Control+G');
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
}

// The union of the elements' boxes, for a screenshot's clip.
async function boxOf(page, selectors) {
  const boxes = await Promise.all(selectors.map((selector) => page.locator(selector).first().boundingBox()));
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

session(async (page, result, step) => {
  await openFile(page, 'worlds', 'arena.wbt');
  await page.keyboard.press('Control+B'); // hide the side bar: the editor gets the width
  const env = process.env;

  // Diagnostics: the squiggle under the typo'd USE and its entry in the Problems panel.
  // Squiggles are drawn on the lines in view only.
  await page.locator('.editor-instance .monaco-editor .view-line').first().click();
  await goToLine(page, Number(env.MISTAKE_LINE));
  result.problems = await showProblems(page, "Did not find a 'DEF WAL_SHAPE'");
  await goToLine(page, Number(env.MISTAKE_LINE));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: picture('diagnostics.png'), clip: await boxOf(page, ['.part.editor', '.part.panel']) });
  step('diagnostics');

  // Hover: the documentation of a parameter of the Pillar PROTO instance (from protos/Pillar.proto).
  await page.keyboard.press('Control+J'); // close the panel: a taller editor
  await goToLine(page, Number(env.PILLAR_LINE));
  await page.locator('.view-line span span', { hasText: /^height$/ }).last().hover();
  const hover = page.locator('.monaco-editor .monaco-hover:not(.hidden)').first();
  await hover.getByText('height').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  result.hover = await hover.innerText();
  await page.screenshot({ path: picture('hover.png'), clip: await boxOf(page, ['.part.editor']) });
  step('hover');

  // Completion: a new Shape at the end, `geometry ` typed in it; the list of the node types the field takes.
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Shape {'); // the editor closes the brace
  await page.keyboard.press('Enter');
  await openSuggestions(page, result, 'geometry ');
  await page.screenshot({ path: picture('completion.png'), clip: await boxOf(page, ['.part.editor']) });
  step('completion');
}, { width: 1100, height: 720 });
