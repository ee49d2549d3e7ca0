// Starts the webots-ls language server for files of language `webots` (.wbt, .proto, .wbo). Activated too when a
// Protocol Buffers extension claims a `.proto`, so that a Webots `.proto` can be taken back.
//
// A platform package (scripts/package-vscode) carries the server in bundled/: it is run by a Python the extension
// finds (see python.ts). `webots.server.command` overrides that; a package without bundled/ runs `webots-ls`.
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  Executable,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from 'vscode-languageclient/node';
import { watchProtoLanguages } from './languageDetection';
import { findPython, onInterpreterChange } from './python';

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;
let extensionPath = '';

interface Bundle {
  launcher: string;
  pythons: string[];
  server: string;
}

function bundle(): Bundle | undefined {
  const folder = path.join(extensionPath, 'bundled');
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    return { launcher: path.join(folder, 'launch.py'), pythons: manifest.pythons, server: manifest.server };
  } catch {
    return undefined; // a package built without the server (npm run package)
  }
}

/** The settings the server reads (initializationOptions; later through workspace/configuration and
 * didChangeConfiguration, which vscode-languageclient serves from the `webots` section). */
function serverSettings(): Record<string, unknown> {
  const config = vscode.workspace.getConfiguration('webots');
  return {
    webotsHome: config.get<string>('webotsHome', ''),
    diagnosticsDelay: config.get<number>('diagnosticsDelay', 200),
    inlayHints: { units: config.get<boolean>('inlayHints.units', true) },
    templates: { evaluate: templatesEvaluate() },
  };
}

/** `webots.templates.evaluate`, always false in an untrusted workspace: a procedural PROTO's template is code. */
function templatesEvaluate(): boolean {
  return vscode.workspace.isTrusted && vscode.workspace.getConfiguration('webots').get<boolean>('templates.evaluate', true);
}

/** The `webots` section as the server is told it: `templates.evaluate` as `templatesEvaluate` says. */
function withTrust(section: unknown): unknown {
  if (section === null || typeof section !== 'object') {
    return section;
  }
  const settings = JSON.parse(JSON.stringify(section)) as Record<string, unknown>;
  const templates = (settings.templates ?? {}) as Record<string, unknown>;
  settings.templates = { ...templates, evaluate: templatesEvaluate() };
  return settings;
}

// -- Webots: Show Expanded PROTO -------------------------------------------------------------------------------
const EXPANDED_SCHEME = 'webots-expanded';
const expandedTexts = new Map<string, string>();
const expandedChanged = new vscode.EventEmitter<vscode.Uri>();
let expansions = 0;

interface ExpandedProto {
  text: string;
  errors: string[];
}

/** The PROTO instance under the cursor (or the open .proto at its defaults) as the server expands it, opened as a
 * read-only `webots` document; the server's errors as a notification. */
async function showExpandedProto(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor || editor.document.languageId !== 'webots') {
    void vscode.window.showInformationMessage('Show Expanded PROTO works in a Webots file, with the server running.');
    return;
  }
  const result = await client.sendRequest<ExpandedProto | null>('webots/expandedProto', {
    textDocument: { uri: editor.document.uri.toString() },
    position: client.code2ProtocolConverter.asPosition(editor.selection.active),
  });
  if (!result) {
    void vscode.window.showInformationMessage('No PROTO instance here to expand.');
    return;
  }
  if (result.errors.length) {
    void vscode.window.showWarningMessage(`Expanded PROTO: ${result.errors.join('; ')}`);
  }
  if (!result.text) {
    return;
  }
  expansions += 1;
  const name = path.basename(editor.document.uri.path).replace(/\.(wbt|proto|wbo)$/, '');
  const uri = vscode.Uri.from({ scheme: EXPANDED_SCHEME, path: `/${name} expanded ${expansions}.proto` });
  expandedTexts.set(uri.toString(), result.text);
  const document = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), 'webots');
  await vscode.window.showTextDocument(document, { preview: false, viewColumn: vscode.ViewColumn.Beside });
}

const expandedProvider: vscode.TextDocumentContentProvider = {
  onDidChange: expandedChanged.event,
  provideTextDocumentContent: (uri) => expandedTexts.get(uri.toString()) ?? '',
};

/** How to start the server, or undefined when no Python can run the bundled one (the user has been told). */
async function serverExecutable(): Promise<Executable | undefined> {
  const config = vscode.workspace.getConfiguration('webots.server');
  const command = config.get<string>('command', '').trim();
  const args = config.get<string[]>('args', []);
  // TransportKind.stdio makes vscode-languageclient add `--stdio` to the arguments.
  if (command) {
    output?.appendLine(`Starting ${command} (webots.server.command)`);
    return { command, args, transport: TransportKind.stdio };
  }
  const bundled = bundle();
  if (!bundled) {
    output?.appendLine('Starting webots-ls from PATH (this package carries no server)');
    return { command: 'webots-ls', args, transport: TransportKind.stdio };
  }
  const { found, probes } = await findPython(bundled.launcher);
  for (const probe of probes) {
    const answer = probe.error ?? `Python ${probe.version} (${probe.executable})${probe.supported ? '' : ': not supported'}`;
    output?.appendLine(`Python candidate ${probe.command.join(' ')}: ${answer}`);
  }
  if (!found?.executable) {
    const versions = `Python ${bundled.pythons.join(', ')}`;
    output?.appendLine(`No ${versions} found: the language server is not started.`);
    const install = 'Install Python';
    const choice = await vscode.window.showErrorMessage(
      `The Webots language server needs ${versions}, and none was found. Install Python 3 (python.org, or your ` +
        "system's package manager) or select an interpreter in the Python extension, then run \"Webots: Restart " +
        'the Webots language server". Or set "webots.server.command" to a webots-ls executable.',
      install,
    );
    if (choice === install) {
      void vscode.env.openExternal(vscode.Uri.parse('https://www.python.org/downloads/'));
    }
    return undefined;
  }
  output?.appendLine(`Starting the bundled webots-ls ${bundled.server} with Python ${found.version} (${found.executable})`);
  return { command: found.executable, args: ['-I', bundled.launcher, ...args], transport: TransportKind.stdio };
}

async function start(): Promise<void> {
  output ??= vscode.window.createOutputChannel('Webots');
  const executable = await serverExecutable();
  if (!executable) {
    return;
  }
  const serverOptions: ServerOptions = { run: executable, debug: executable };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'webots' },
      { scheme: 'untitled', language: 'webots' },
    ],
    outputChannel: output,
    initializationOptions: serverSettings(),
    synchronize: { configurationSection: 'webots' },
    middleware: {
      workspace: {
        // What the server pulls and what it is pushed carry `templates.evaluate` false in an untrusted workspace.
        configuration: async (params, token, next) => {
          const answer = await next(params, token);
          return Array.isArray(answer)
            ? answer.map((section, index) => (params.items[index]?.section === 'webots' ? withTrust(section) : section))
            : answer;
        },
        didChangeConfiguration: async () => {
          await client?.sendNotification('workspace/didChangeConfiguration', {
            settings: { webots: withTrust(JSON.parse(JSON.stringify(vscode.workspace.getConfiguration('webots')))) },
          });
        },
      },
    },
  };
  // The id `webots` makes the `webots.trace.server` setting work.
  client = new LanguageClient('webots', 'Webots language server', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    void vscode.window.showErrorMessage(
      `Could not start the Webots language server (${executable.command}): ${String(error)}. ` +
        'See the Webots output channel; "webots.server.command" names another server.',
    );
  }
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) {
    await running.stop().catch(() => undefined);
  }
}

async function restart(): Promise<void> {
  await stop();
  await start();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  extensionPath = context.extensionPath;
  watchProtoLanguages(context);
  context.subscriptions.push(
    vscode.commands.registerCommand('webots.restartServer', restart),
    vscode.commands.registerCommand('webots.showExpandedProto', showExpandedProto),
    vscode.workspace.registerTextDocumentContentProvider(EXPANDED_SCHEME, expandedProvider),
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      void client?.sendNotification('workspace/didChangeConfiguration', { settings: { webots: serverSettings() } });
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration('webots.server')) {
        await restart();
      }
    }),
  );
  await start();
  // Another interpreter selected in the Python extension: the bundled server moves to it.
  const watching = await onInterpreterChange(() => {
    if (bundle() && !vscode.workspace.getConfiguration('webots.server').get<string>('command', '').trim()) {
      void restart();
    }
  });
  if (watching) {
    context.subscriptions.push(watching);
  }
}

export function deactivate(): Promise<void> {
  return stop();
}
