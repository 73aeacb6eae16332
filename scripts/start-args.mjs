// `npm start`'s command line. The desktop app reads two switches of its own
// (main/shell/command-line.ts: --user-data-dir DIR, --seed N), and Electron and Chromium read a
// long list of theirs (--enable-logging, --no-sandbox…) that no list here could keep up with:
// so npm start refuses nothing it hands to Electron, where Chromium passes over what it does
// not know. The browser version refuses every argument it does not take, so when npm start falls
// back to it, it hands the host only what the host takes, --user-data-dir DIR as the host's
// --data DIR (the same saves), names what it leaves out, and lets the host's parser judge the rest.

/** The desktop app's switch for where the saves go; the host calls it --data. */
const USER_DATA_DIR = '--user-data-dir'

/** Whether the arguments ask for the usage: `--help` or `-h` anywhere among them. */
export function asksForHelp(argv) {
  return argv.some((arg) => arg === '--help' || arg === '-h')
}

/** npm start's usage, naming the browser version's own (`hostUsage`, main/host/args.ts). */
export function startUsage(hostUsage) {
  return [
    'Usage: npm start [-- --user-data-dir DIR] [--seed N]',
    'Starts the desktop app: --user-data-dir DIR keeps the saves in DIR/saves/; --seed N fixes the',
    'seed of unwagered matches, for tests (a packaged app ignores it). Other switches go to',
    'Electron and Chromium, which pass over those they do not know (such as --enable-logging).',
    'Without an Electron binary, or where its sandbox cannot start, it starts the browser version:',
    `  ${hostUsage.replace(/^Usage: /, '')}`,
    'taking --user-data-dir DIR as its --data DIR (the same saves) and leaving out, by name, the',
    'switches it does not take.',
  ].join('\n')
}

/**
 * The host's arguments for the browser version npm start falls back to (`host` is
 * main/host/args.ts as a module): the options the host takes, --user-data-dir as --data, each
 * read by the host's own parser; and what was left out. Throws the host's HostArgsError, its
 * sentence naming the switch as it was written.
 */
export function browserArgs(argv, host) {
  const args = []
  const leftOut = []
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i]
    const eq = raw.indexOf('=')
    const flag = eq > 0 ? raw.slice(0, eq) : raw
    const name = flag === USER_DATA_DIR ? '--data' : flag
    if (!host.HOST_FLAGS.includes(name)) {
      leftOut.push(raw)
      continue
    }
    // its value after `=`, else the next argument unless that is a switch (then the host
    // says the value is missing), as the host and the desktop app both read it
    const next = argv[i + 1]
    const option =
      eq > 0
        ? [`${name}${raw.slice(eq)}`]
        : next !== undefined && !next.startsWith('--')
          ? [name, argv[++i]]
          : [name]
    try {
      host.parseHostArgs(option)
    } catch (error) {
      if (!(error instanceof host.HostArgsError)) throw error
      throw new host.HostArgsError(error.message.replace(name, flag))
    }
    args.push(...option)
  }
  return { args, leftOut }
}

/**
 * How npm start's fallback reads `argv`: the browser host's arguments and the line that names
 * what it leaves out (null when nothing is), or, for an argument the host cannot use, the answer
 * it gives instead of building: the host's sentence and npm start's usage on stderr, exit 2.
 */
export function fallbackArgs(argv, host) {
  try {
    const { args, leftOut } = browserArgs(argv, host)
    const note =
      leftOut.length === 0
        ? null
        : `The browser version leaves out what it does not take: ${leftOut.join(' ')}`
    return { args, note }
  } catch (error) {
    if (!(error instanceof host.HostArgsError)) throw error
    return {
      answer: { code: 2, stdout: '', stderr: `${error.message}\n${startUsage(host.HOST_USAGE)}\n` },
    }
  }
}
