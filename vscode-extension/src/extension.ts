// Starts the webots-ls language server for files of language `webots` (.wbt, .proto, .wbo). Activated too when a
// Protocol Buffers extension claims a `.proto`, so that a Webots `.proto` can be taken back.
import * as vscode from 'vscode';
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from 'vscode-languageclient/node';
import { watchProtoLanguages } from './languageDetection';

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;

function serverOptions(): ServerOptions {
  const config = vscode.workspace.getConfiguration('webots.server');
  const command = config.get<string>('command', 'webots-ls').trim() || 'webots-ls';
  const args = config.get<string[]>('args', []);
  // TransportKind.stdio makes vscode-languageclient add `--stdio` to the arguments.
  const executable = { command, args, transport: TransportKind.stdio };
  return { run: executable, debug: executable };
}

async function start(): Promise<void> {
  output ??= vscode.window.createOutputChannel('Webots');
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'webots' },
      { scheme: 'untitled', language: 'webots' },
    ],
    outputChannel: output,
  };
  // The id `webots` makes the `webots.trace.server` setting work.
  client = new LanguageClient('webots', 'Webots language server', serverOptions(), clientOptions);
  try {
    await client.start();
  } catch (error) {
    const command = vscode.workspace.getConfiguration('webots.server').get<string>('command', 'webots-ls');
    void vscode.window.showErrorMessage(
      `Could not start the Webots language server (${command}): ${String(error)}. ` +
        'Install webots-ls or set "webots.server.command".',
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

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  watchProtoLanguages(context);
  context.subscriptions.push(
    vscode.commands.registerCommand('webots.restartServer', async () => {
      await stop();
      await start();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration('webots.server')) {
        await stop();
        await start();
      }
    }),
  );
  await start();
}

export function deactivate(): Promise<void> {
  return stop();
}
