// `.proto` is also Protocol Buffers' extension. A `.proto` file whose first line is a Webots header is a Webots
// file whatever extension claimed it (a Protocol Buffers extension may win the file-extension match); any other
// `.proto` is handed back, so a Protocol Buffers file is left to its own extension.
import * as vscode from 'vscode';

const WEBOTS = 'webots';
const WEBOTS_HEADER = /^#VRML_(SIM|OBJ) /;
// Language ids Protocol Buffers extensions register, in order of preference (vscode-proto3, Buf, others).
const PROTOBUF_LANGUAGES = ['proto3', 'proto', 'protobuf'];

function isProtoFile(document: vscode.TextDocument): boolean {
  // (an expanded PROTO, "Webots: Show Expanded PROTO", is Webots text without a header)
  return document.uri.scheme !== 'webots-expanded' && document.uri.path.toLowerCase().endsWith('.proto');
}

async function languageFor(document: vscode.TextDocument): Promise<string | undefined> {
  const webots = WEBOTS_HEADER.test(document.lineAt(0).text);
  if (webots) {
    return document.languageId === WEBOTS ? undefined : WEBOTS;
  }
  if (document.languageId !== WEBOTS) {
    return undefined;
  }
  const known = await vscode.languages.getLanguages();
  return PROTOBUF_LANGUAGES.find((id) => known.includes(id)) ?? 'plaintext';
}

async function settle(document: vscode.TextDocument): Promise<void> {
  if (!isProtoFile(document) || document.lineCount === 0) {
    return;
  }
  const language = await languageFor(document);
  if (language !== undefined) {
    await vscode.languages.setTextDocumentLanguage(document, language);
  }
}

/** Sets the language of `.proto` documents by their first line, now and whenever one opens. */
export function watchProtoLanguages(context: vscode.ExtensionContext): void {
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument((document) => void settle(document)));
  for (const document of vscode.workspace.textDocuments) {
    void settle(document);
  }
}
