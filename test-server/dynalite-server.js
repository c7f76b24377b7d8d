#!/usr/bin/env node
// Starts dynalite (a DynamoDB-compatible server) for Partitura's tests and sample app.
//
//   node dynalite-server.js [--path DIR] [--ignore-stdin]
//
// - In memory by default; --path DIR keeps the data in LevelDB under DIR.
// - Tables become ACTIVE at once (createTableMs/deleteTableMs/updateTableMs = 0),
//   so the SDK's waiters return on their first poll instead of sleeping 20 s.
// - Listens on 127.0.0.1 on a free port chosen by the OS. (dynalite's own
//   `--port 0` means "unset" and falls back to 4567, so we call listen(0) here.)
// - Prints exactly one line `PARTITURA_DYNALITE_PORT=<port>` on stdout when ready.
// - Exits when its stdin closes (so a crashed parent JVM leaves no server behind),
//   on SIGTERM and on SIGINT. --ignore-stdin turns the stdin watch off, for
//   running it by hand with stdin redirected from /dev/null.
'use strict'

const args = process.argv.slice(2)
let dataPath
let watchStdin = true
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--path') {
    dataPath = args[++i]
    if (!dataPath) fail('--path needs a directory')
  } else if (arg.startsWith('--path=')) {
    dataPath = arg.slice('--path='.length)
  } else if (arg === '--ignore-stdin') {
    watchStdin = false
  } else {
    fail('unknown argument ' + JSON.stringify(arg) + '; usage: node dynalite-server.js [--path DIR] [--ignore-stdin]')
  }
}

function fail (message) {
  process.stderr.write('dynalite-server: ' + message + '\n')
  process.exit(2)
}

let dynalite
try {
  dynalite = require('dynalite')
} catch (e) {
  fail('cannot load dynalite (' + e.message + '); run `npm ci` in ' + __dirname)
}

const options = { createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }
if (dataPath) options.path = dataPath
const server = dynalite(options)

let stopping = false
function stop (reason, code) {
  if (stopping) return
  stopping = true
  // Whatever happens, do not outlive the parent by more than 3 s.
  setTimeout(() => process.exit(code), 3000).unref()
  try {
    if (typeof server.closeAllConnections === 'function') server.closeAllConnections()
    // dynalite's close() also closes its store (LevelDB when --path is given).
    server.close(() => process.exit(code))
  } catch (e) {
    process.exit(code)
  }
}

server.on('error', (err) => {
  process.stderr.write('dynalite-server: ' + (err && err.stack || err) + '\n')
  process.exit(1)
})

server.listen(0, '127.0.0.1', () => {
  process.stdout.write('PARTITURA_DYNALITE_PORT=' + server.address().port + '\n')
})

process.on('SIGTERM', () => stop('SIGTERM', 0))
process.on('SIGINT', () => stop('SIGINT', 0))

if (watchStdin) {
  process.stdin.on('end', () => stop('stdin closed', 0))
  process.stdin.on('close', () => stop('stdin closed', 0))
  process.stdin.on('error', () => stop('stdin error', 0))
  process.stdin.resume() // read (and discard) stdin so that 'end' fires when it closes
}
