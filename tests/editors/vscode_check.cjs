// Driven by test_vscode.py: `node vscode_check.cjs` with
//   PLAYWRIGHT_CORE  path of the playwright-core package   VSCODE_URL  code-server's URL with ?folder=
//   CHROMIUM_PROFILE a fresh folder                         SCREENSHOT  where to save the picture
//   RESULT           where to write the JSON result
//   USE_LINE, DEF_LINE  1-based lines of `USE BOX` and `DEF BOX`
// In VS Code (code-server) in headless Chromium: open worlds/world.wbt from the explorer, wait for the
// server's error squiggle and the Problems entry, click the name in `USE BOX`, press F12 and read the cursor
// position from the status bar. Then open protos/Crate.proto and api.proto and read their language modes.
const fs = require('fs');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);

const result = { steps: [] };
const step = (name) => result.steps.push([name, Date.now()]);

async function main() {
  const context = await chromium.launchPersistentContext(process.env.CHROMIUM_PROFILE, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
  // Only code-server itself: other hosts do not resolve (--host-resolver-rules), and requests to them are
  // recorded.
  result.external = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) {
      result.external.push(url.origin + url.pathname);
    }
  });
  const page = context.pages()[0] || (await context.newPage());
  page.setDefaultTimeout(60000);
  // Wait until a status bar item's text starts with `prefix` (status bar updates are asynchronous).
  const waitForStatus = (selector, prefix, timeout) =>
    page.waitForFunction(
      ([sel, want]) => {
        const item = document.querySelector(sel);
        return item !== null && item.innerText.startsWith(want);
      },
      [selector, prefix],
      { timeout },
    );
  try {
    await page.goto(process.env.VSCODE_URL);
    await page.waitForSelector('.monaco-workbench', { timeout: 90000 });
    step('workbench');

    // Open the file from the explorer.
    await page.getByRole('treeitem', { name: 'worlds' }).click();
    await page.getByRole('treeitem', { name: 'world.wbt' }).click();
    await page.waitForSelector('.monaco-editor .view-line');
    step('opened');
    // The language mode shows `Webots` once the extension's language is known (it may start as Plain Text).
    await waitForStatus('#status\\.editor\\.mode', 'Webots', 30000).catch(() => undefined);
    result.language = await page.locator('#status\\.editor\\.mode').innerText();

    // The server's diagnostics: a squiggle in the editor and the message in the Problems panel.
    await page.waitForSelector('.squiggly-error', { timeout: 60000 });
    step('squiggle');
    await page.keyboard.press('Control+Shift+M');
    const problems = page.locator('.markers-panel');
    await problems.getByText("Did not find a 'DEF NOPE'").first().waitFor({ timeout: 30000 });
    result.problems = await problems.innerText();
    step('problems');

    // Highlighting by the extension's TextMate grammar: the token colour classes (mtkN) on the `USE BOX` line.
    const useLine = page.locator('.view-line', { hasText: 'USE BOX' });
    result.token_classes = await useLine.evaluate((line) =>
      [...line.querySelectorAll('span[class*="mtk"]')].map((span) => [span.textContent, span.className]),
    );

    // Cursor on the name in `USE BOX`, then F12 (Go to Definition).
    await useLine.locator('span span', { hasText: /^BOX$/ }).click();
    const selection = page.locator('#status\\.editor\\.selection');
    await waitForStatus('#status\\.editor\\.selection', `Ln ${process.env.USE_LINE},`, 10000).catch(() => undefined);
    result.before = await selection.innerText();
    await page.keyboard.press('F12');
    await waitForStatus('#status\\.editor\\.selection', `Ln ${process.env.DEF_LINE},`, 30000).catch(() => undefined);
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
      if (folder !== null) {
        await page.getByRole('treeitem', { name: folder }).click();
      }
      await page.getByRole('treeitem', { name: file }).click();
      await page.waitForSelector(`.tab.active[aria-label^="${file}"]`);
      await waitForStatus('#status\\.editor\\.mode', want, 30000).catch(() => undefined);
      await page.waitForTimeout(1000); // a late language switch would show here
      result.proto_languages[file] = await page.locator('#status\\.editor\\.mode').innerText();
    }
    step('proto languages');
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
