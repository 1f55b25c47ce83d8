#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the rest of the program as a job of a small job-control shell, the way an
/// interactive shell runs a command: this process becomes the leader of a new session with
/// the terminal (standard input) as its controlling terminal, and forks; the child goes on,
/// in a process group of its own in the foreground, while this process waits and says
/// "STOPPED <signal>" each time the child stops. It ends as the child does.
///
/// A stop needs this: the kernel discards a stop sent to a process group with no parent in
/// its session (an orphaned group), such as a program started directly by the test.
func runAsJob() {
  _ = setsid()
  _ = ioctl(STDIN_FILENO, UInt(TIOCSCTTY), 0)
  let child = fork()
  if child == 0 {
    _ = setpgid(0, 0)
    // What a shell gives its jobs: the job-control signals' default actions.
    for signalNumber in [SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT, SIGINT, SIGQUIT, SIGHUP] {
      _ = signal(signalNumber, SIG_DFL)
    }
    return
  }
  // The shell writes to the terminal while its job is in the foreground.
  _ = signal(SIGTTOU, SIG_IGN)
  _ = setpgid(child, child)
  _ = tcsetpgrp(STDIN_FILENO, child)
  while true {
    var status: Int32 = 0
    let waited = waitpid(child, &status, WUNTRACED)
    if waited < 0 {
      if errno == EINTR { continue }
      exit(4)
    }
    let signalNumber = status & 0x7F
    if status & 0xFF == 0x7F {
      let message = Array("STOPPED \((status >> 8) & 0xFF)\n".utf8)
      _ = message.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    } else if signalNumber == 0 {
      exit((status >> 8) & 0xFF)
    } else {
      _ = signal(signalNumber, SIG_DFL)
      _ = raise(signalNumber)
      exit(5)
    }
  }
}
