import TrellisTerminal

// A program the terminal tests run on a pseudo-terminal. It starts a full-screen session,
// says READY, waits for one byte of input, then ends the way its argument says:
//   exit    - calls exit(0) with the session still running (the atexit hook restores)
//   restore - restores the session and returns normally
//   trap    - traps with fatalError (the crash handler restores)
//   segv    - writes through a bad pointer (SIGSEGV)
//   overflow - recurses until the stack runs out (SIGSEGV, handled on the alternate stack)
//   signal  - waits to be killed by a signal from the test
//   resize  - reports the first resize event as "SIZE <columns>x<rows>" and exits
//   suspend - runs as a job under a small job-control shell (JobControl.swift) and reads
//             events: Ctrl-Z suspends, each resume is reported as "RESUMED <columns>x<rows>",
//             "q" restores and exits
//   suspend-bg - as suspend, but after the first stop its shell does `bg`, then `fg` after a
//             line of input
//   own-term - installs a SIGTERM handler of its own (it says HANDLED) before the session
//             starts, then reads events as suspend does
//   ignore-hup - starts ignoring SIGHUP, then reads events as suspend does
// The other modes wait for one byte of input after READY.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A test runner may start this program from a thread that blocks signals, and a spawned
// process inherits that mask; start from a clean one, as a shell would.
var noSignals = sigset_t()
sigemptyset(&noSignals)
sigprocmask(SIG_SETMASK, &noSignals, nil)

let mode = CommandLine.arguments.dropFirst().first ?? "restore"
if mode == "suspend" || mode == "suspend-bg" { runAsJob(background: mode == "suspend-bg") }
if mode == "own-term" {
  _ = signal(SIGTERM) { _ in
    let message = Array("HANDLED\n".utf8)
    _ = message.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }
}
if mode == "ignore-hup" { _ = signal(SIGHUP, SIG_IGN) }
let session = TerminalSession()

/// Recurses without end; the byte-dependent guard keeps the compiler from seeing that.
@inline(never) func descend(_ depth: Int) -> Int {
  if depth < 0 { return 0 }
  var frame = (depth, depth, depth, depth)
  return withUnsafeMutablePointer(to: &frame) { descend($0.pointee.0 + 1) &+ $0.pointee.1 }
}

func say(_ text: String) {
  session.write(Array(text.utf8))
}

do {
  try session.start()
} catch {
  say("FAILED \(error)\n")
  exit(2)
}
say("READY \(getpid())\n")

if ["suspend", "suspend-bg", "own-term", "ignore-hup"].contains(mode) {
  var reader = session.makeReader()
  while let events = reader.next(timeoutMilliseconds: -1) {
    for event in events {
      switch event {
      case .key(KeyEvent(.character("z"), modifiers: .control)):
        session.suspend()
      case .resumed(let size):
        say("RESUMED \(size.columns)x\(size.rows)\n")
      case .key(KeyEvent(.character("q"))):
        session.restore()
        exit(0)
      default:
        break
      }
    }
  }
  exit(3)
}

if mode == "resize" {
  var reader = session.makeReader()
  while let events = reader.next(timeoutMilliseconds: 5_000) {
    for case .resize(let size) in events {
      say("SIZE \(size.columns)x\(size.rows)\n")
      session.restore()
      exit(0)
    }
  }
  exit(3)
}

var byte: UInt8 = 0
_ = read(STDIN_FILENO, &byte, 1)

switch mode {
case "exit":
  exit(0)
case "trap":
  let values: [Int] = []
  print(values[Int(byte)])  // out of range: a Swift runtime trap
case "segv":
  UnsafeMutablePointer<Int>(bitPattern: 16)!.pointee = Int(byte)
case "overflow":
  print(descend(Int(byte)))
case "signal":
  while true { pause() }
default:
  session.restore()
}
