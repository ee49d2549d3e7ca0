// Finds a Python that can run the bundled server: the Python extension's selected interpreter when that extension
// is installed, else `python3` (`py -3` on Windows) on PATH. Each candidate runs `launch.py --probe`, which says
// its version and whether the bundle carries its binaries.
import { execFile } from 'child_process';
import * as vscode from 'vscode';

export interface Probe {
  command: string[]; // how it was asked (the executable and its leading arguments)
  version?: string; // "3.11"
  executable?: string; // sys.executable: what the server is started with
  supported?: boolean;
  error?: string;
}

const PROBE_TIMEOUT_MS = 15000;

function probe(command: string[], launcher: string): Promise<Probe> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    execFile(file, [...args, '-I', launcher, '--probe'], { timeout: PROBE_TIMEOUT_MS, windowsHide: true }, (error, stdout, stderr) => {
      if (error) {
        resolve({ command, error: (stderr || error.message).trim().split('\n').pop() });
        return;
      }
      try {
        const answer = JSON.parse(stdout.trim().split('\n').pop() ?? '');
        resolve({ command, version: answer.version, executable: answer.executable, supported: answer.supported });
      } catch {
        resolve({ command, error: `unexpected answer: ${stdout.trim().slice(0, 200)}` });
      }
    });
  });
}

// The Python extension's API (ms-python.python): `environments` in current releases, `settings` in older ones.
interface PythonExtensionApi {
  environments?: {
    getActiveEnvironmentPath(resource?: vscode.Uri): { path: string };
    resolveEnvironment(path: string | { path: string }): Promise<{ executable: { uri?: vscode.Uri } } | undefined>;
    onDidChangeActiveEnvironmentPath?: vscode.Event<unknown>;
  };
  settings?: { getExecutionDetails(resource?: vscode.Uri): { execCommand: string[] | undefined } };
}

async function pythonExtension(): Promise<PythonExtensionApi | undefined> {
  const extension = vscode.extensions.getExtension<PythonExtensionApi>('ms-python.python');
  if (!extension) {
    return undefined;
  }
  try {
    return extension.isActive ? extension.exports : await extension.activate();
  } catch {
    return undefined;
  }
}

/** The Python extension's selected interpreter (as a command), if that extension is installed and has one. */
export async function selectedInterpreter(): Promise<string[] | undefined> {
  const api = await pythonExtension();
  const resource = vscode.workspace.workspaceFolders?.[0]?.uri;
  try {
    if (api?.environments) {
      const active = api.environments.getActiveEnvironmentPath(resource);
      const resolved = await api.environments.resolveEnvironment(active);
      const executable = resolved?.executable.uri?.fsPath;
      return executable ? [executable] : undefined;
    }
    const command = api?.settings?.getExecutionDetails(resource).execCommand;
    return command && command.length > 0 ? command : undefined;
  } catch {
    return undefined;
  }
}

/** Calls `listener` when the Python extension's selected interpreter changes (if that extension is there). */
export async function onInterpreterChange(listener: () => void): Promise<vscode.Disposable | undefined> {
  const api = await pythonExtension();
  return api?.environments?.onDidChangeActiveEnvironmentPath?.(listener);
}

function pathCandidates(): string[][] {
  return process.platform === 'win32' ? [['py', '-3'], ['python']] : [['python3'], ['python']];
}

/** The first candidate that can run the bundle, and every probe made (for the output channel). */
export async function findPython(launcher: string): Promise<{ found?: Probe; probes: Probe[] }> {
  const candidates: string[][] = [];
  const selected = await selectedInterpreter();
  if (selected) {
    candidates.push(selected);
  }
  candidates.push(...pathCandidates());
  const probes: Probe[] = [];
  for (const command of candidates) {
    const result = await probe(command, launcher);
    probes.push(result);
    if (result.supported && result.executable) {
      return { found: result, probes };
    }
  }
  return { probes };
}
