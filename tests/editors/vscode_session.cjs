// Shared by the playwright scripts of the editor tests (and scripts/vscode-screenshots). `session(body)` opens
// code-server (VSCODE_URL) in headless Debian Chromium (profile CHROMIUM_PROFILE), waits for the workbench, runs
// body(page, result, step), and writes `result` (with the error, if any) as JSON to RESULT; on an error the page is
// saved to SCREENSHOT. Requests to hosts other than code-server are recorded in result.external (they do not
// resolve). The helpers below are the steps the scripts share.
const fs = require('fs');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);

async function session(body, viewport = { width: 1280, height: 800 }) {
  const result = { steps: [], external: [] };
  const step = (name) => result.steps.push([name, Date.now()]);
  let context = null;
  let page = null;
  try {
    context = await chromium.launchPersistentContext(process.env.CHROMIUM_PROFILE, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      viewport,
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
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) {
        result.external.push(url.origin + url.pathname);
      }
    });
    page = context.pages()[0] || (await context.newPage());
    page.setDefaultTimeout(60000);
    await page.goto(process.env.VSCODE_URL);
    await page.waitForSelector('.monaco-workbench', { timeout: 90000 });
    step('workbench');
    await body(page, result, step);
  } catch (error) {
    result.error = String(error && error.stack ? error.stack : error);
    if (page !== null && process.env.SCREENSHOT) {
      await page.screenshot({ path: process.env.SCREENSHOT }).catch(() => undefined);
    }
  } finally {
    fs.writeFileSync(process.env.RESULT, JSON.stringify(result, null, 1));
    if (context !== null) {
      await context.close();
    }
  }
}

// Wait until a status bar item's text starts with `prefix` (status bar updates are asynchronous); no failure
// when it does not, the caller reads and checks the text.
function waitForStatus(page, selector, prefix, timeout) {
  return page
    .waitForFunction(
      ([sel, want]) => {
        const item = document.querySelector(sel);
        return item !== null && item.innerText.startsWith(want);
      },
      [selector, prefix],
      { timeout },
    )
    .catch(() => undefined);
}

// Open `folder/file` from the explorer (folder null: at the project's root) and wait for its language mode to
// read `language`; the text mode shown is returned.
async function openFile(page, folder, file, language = 'Webots') {
  if (folder !== null) {
    const item = page.getByRole('treeitem', { name: folder });
    if ((await item.getAttribute('aria-expanded')) !== 'true') {
      await item.click();
    }
  }
  await page.getByRole('treeitem', { name: file }).click();
  await page.waitForSelector(`.tab.active[aria-label^="${file}"]`);
  await page.waitForSelector('.monaco-editor .view-line');
  await waitForStatus(page, '#status\\.editor\\.mode', language, 30000);
  return page.locator('#status\\.editor\\.mode').innerText();
}

// The lines the active editor shows, top to bottom (the whole text of a file that fits on the screen), with
// non-breaking spaces back to spaces.
async function editorLines(page) {
  return page.locator('.editor-instance .monaco-editor .view-lines').first().evaluate((lines) =>
    [...lines.querySelectorAll('.view-line')]
      .map((line) => [parseFloat(line.style.top), line.textContent.replace(/\u00a0/g, ' ')])
      .sort((a, b) => a[0] - b[0])
      .map((entry) => entry[1]),
  );
}

// The active editor's lines once they differ from `before` (an edit applied), after a moment to settle.
async function changedLines(page, before) {
  await page.waitForFunction(
    (old) => {
      const lines = document.querySelector('.editor-instance .monaco-editor .view-lines');
      return lines !== null && lines.textContent.replace(/\u00a0/g, ' ') !== old;
    },
    before.join(''),
    { timeout: 30000 },
  );
  await page.waitForTimeout(300);
  return editorLines(page);
}

// The server's diagnostics: wait for a squiggle in the editor, open the Problems panel (Ctrl+Shift+M) and wait for
// `text` in it; the panel's text is returned.
async function showProblems(page, text) {
  await page.waitForSelector('.squiggly-error', { timeout: 60000 });
  await page.keyboard.press('Control+Shift+M');
  const problems = page.locator('.markers-panel');
  await problems.getByText(text).first().waitFor({ timeout: 30000 });
  return problems.innerText();
}

// Type `typed` (ending with a trigger character of the server) and wait for the suggestion list; on a loaded
// machine the trigger may come before the client took the server's capabilities, so Ctrl+Space asks again.
// result.opened_by says which opened it; the visible widget is returned once its rows have settled.
async function openSuggestions(page, result, typed) {
  await page.keyboard.type(typed);
  const widget = page.locator('.suggest-widget.visible');
  result.opened_by = 'typing';
  try {
    await widget.waitFor({ timeout: 15000 });
  } catch (error) {
    result.opened_by = 'Control+Space';
    await page.keyboard.press('Control+Space');
    await widget.waitFor({ timeout: 30000 });
  }
  await page.locator('.suggest-widget .monaco-list-row').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(500); // let the list settle
  return widget;
}

// The labels of the suggestion list's rendered rows.
function suggestionRows(page) {
  return page.locator('.suggest-widget .monaco-list-row .label-name').allInnerTexts();
}

module.exports = {
  session,
  waitForStatus,
  openFile,
  editorLines,
  changedLines,
  showProblems,
  openSuggestions,
  suggestionRows,
};
