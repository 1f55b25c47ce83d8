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
///
/// With `background`, the first stop is followed by what `bg` and then `fg` do: the shell
/// takes the foreground, continues the job in the background and says "BACKGROUND"; after a
/// line of input (which the shell reads, being in the foreground) it gives the job the
/// foreground again, says "FOREGROUND" and continues it.
func runAsJob(background: Bool = false) {
  // A process group leader (as a spawned program may be) cannot start a session: the shell
  // is a child, and this process ends as it does.
  let shell = fork()
  if shell > 0 { endAsChildEnds(shell) }
  _ = setsid()
  _ = ioctl(STDIN_FILENO, UInt(TIOCSCTTY), 0)
  let child = fork()
  if child == 0 {
    _ = setpgid(0, 0)
    // The job takes the foreground itself too, as shells have their jobs do: the shell's
    // own `tcsetpgrp` may come after the job's first change to the terminal, which a job
    // still in the background is stopped for (SIGTTOU).
    _ = signal(SIGTTOU, SIG_IGN)
    _ = tcsetpgrp(STDIN_FILENO, getpid())
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
  var movedToBackground = false
  while true {
    var status: Int32 = 0
    let waited = waitpid(child, &status, WUNTRACED)
    if waited < 0 {
      if errno == EINTR { continue }
      exit(4)
    }
    if status & 0xFF == 0x7F {
      announce("STOPPED \((status >> 8) & 0xFF)\n")
      if background, !movedToBackground {
        movedToBackground = true
        _ = tcsetpgrp(STDIN_FILENO, getpgrp())
        _ = kill(child, SIGCONT)
        announce("BACKGROUND\n")
        var line = [UInt8](repeating: 0, count: 16)
        _ = read(STDIN_FILENO, &line, line.count)
        _ = tcsetpgrp(STDIN_FILENO, child)
        announce("FOREGROUND\n")
        _ = kill(child, SIGCONT)
      }
    } else {
      end(as: status)
    }
  }
}

/// Waits for `child` to end, then ends the same way: with its exit status, or by its signal.
private func endAsChildEnds(_ child: pid_t) -> Never {
  var status: Int32 = 0
  while waitpid(child, &status, 0) < 0 {
    if errno != EINTR { exit(4) }
  }
  end(as: status)
}

private func end(as status: Int32) -> Never {
  let signalNumber = status & 0x7F
  if signalNumber == 0 { exit((status >> 8) & 0xFF) }
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)
  exit(5)
}

/// Writes `text` to the terminal directly (the shell has no session of its own).
private func announce(_ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}
