/**
 * Electron's entry (out/main/index.js). Thin on purpose: the shell lives in main/shell,
 * where every decision it makes is a plain, tested function.
 */
import { runShell } from '@main/shell/app'

runShell()
