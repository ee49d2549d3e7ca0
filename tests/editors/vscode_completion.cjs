// Driven by test_vscode.py: `node vscode_completion.cjs` with
//   PLAYWRIGHT_CORE, VSCODE_URL, CHROMIUM_PROFILE, RESULT as for vscode_check.cjs
//   SCREENSHOT       the whole window with the suggestion list open
//   LIST_SCREENSHOT  the suggestion list alone
// In VS Code (code-server) in headless Chromium: open worlds/complete.wbt, put the cursor at the end of the line
// `  geometry`, type a space (a trigger character of the server) and read the suggestion list's rows; then type
// `Sol` and read them again.
const fs = require('fs');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);

const result = { steps: [] };
const step = (name) => result.steps.push([name, Date.now()]);

async function rows(page) {
  return page.locator('.suggest-widget .monaco-list-row .label-name').allInnerTexts();
}

async function main() {
  const context = await chromium.launchPersistentContext(process.env.CHROMIUM_PROFILE, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  });
  const page = context.pages()[0] || (await context.newPage());
  page.setDefaultTimeout(60000);
  try {
    await page.goto(process.env.VSCODE_URL);
    await page.waitForSelector('.monaco-workbench', { timeout: 90000 });
    await page.getByRole('treeitem', { name: 'worlds' }).click();
    await page.getByRole('treeitem', { name: 'complete.wbt' }).click();
    await page.waitForSelector('.monaco-editor .view-line');
    await page.waitForFunction(() => {
      const item = document.querySelector('#status\\.editor\\.mode');
      return item !== null && item.innerText.startsWith('Webots');
    }, null, { timeout: 30000 }).catch(() => undefined);
    step('opened');

    // End of `  geometry`, then a space: the server's trigger character opens the list.
    await page.locator('.view-line', { hasText: 'geometry' }).click();
    await page.keyboard.press('End');
    // The server runs once its diagnostics show (`geometry` without a value is a syntax error).
    await page.waitForSelector('.squiggly-error', { timeout: 60000 });
    await page.keyboard.type(' ');
    const widget = page.locator('.suggest-widget.visible');
    result.opened_by = 'space';
    try {
      await widget.waitFor({ timeout: 15000 });
    } catch (error) {
      // a loaded machine: the trigger may come before the client took the server's capabilities; ask again
      result.opened_by = 'Control+Space';
      await page.keyboard.press('Control+Space');
      await widget.waitFor({ timeout: 30000 });
    }
    await page.locator('.suggest-widget .monaco-list-row').first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(500); // let the list settle for the picture
    result.rows = await rows(page);
    result.box = await widget.boundingBox();
    await widget.screenshot({ path: process.env.LIST_SCREENSHOT });
    await page.screenshot({ path: process.env.SCREENSHOT });
    step('list');

    // Filtering by `Sol` leaves no Solid (it may not stand in a geometry field).
    await page.keyboard.type('Sol');
    await page.waitForTimeout(1000);
    result.filtered = (await widget.count()) ? await rows(page) : [];
    step('filtered');
  } catch (error) {
    result.error = String(error && error.stack ? error.stack : error);
    await page.screenshot({ path: process.env.SCREENSHOT }).catch(() => undefined);
  } finally {
    fs.writeFileSync(process.env.RESULT, JSON.stringify(result, null, 1));
    await context.close();
  }
}

main().catch((error) => {
  fs.writeFileSync(process.env.RESULT, JSON.stringify({ error: String(error && error.stack) }));
  process.exit(1);
});
