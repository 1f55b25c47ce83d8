import Foundation
@_spi(TrellisHost) import TrellisUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Called by the C constructor (CTrellisTerminalHost) as the program loads: `App.main()` then
/// runs apps in the terminal, unless a host registered over it (GTK); `TRELLIS_HOST=terminal`
/// and `TRELLIS_HOST=text` pick the terminal and its text frame by name.
@_cdecl("trellis_terminal_register_host")
public func registerTerminalHost() {
  MainActor.assumeIsolated {
    AppHosts.registerFallback(name: "terminal", run: _TerminalLaunch.runInTerminal)
    AppHosts.registerNamed("text", run: _TerminalLaunch.printFirstFrame)
  }
}

/// The terminal host's two ways to run an app.
@MainActor
enum _TerminalLaunch {
  /// Full screen in the terminal on standard output, until Ctrl-C; when standard output is
  /// not a terminal, says so on standard error and exits with a failure.
  static func runInTerminal(_ launch: AppHosts.Launch) -> Never {
    guard isatty(STDOUT_FILENO) == 1 else {
      FileHandle.standardError.write(
        Data(
          ("error: standard output is not a terminal; run the app in a terminal, "
            + "or set TRELLIS_HOST=text to print its first frame as text\n").utf8))
      exit(EXIT_FAILURE)
    }
    _TerminalHost.run(launch)
  }

  /// Prints the first frame as plain text and exits with success: at the size the launch
  /// asks for, else `COLUMNS` x `LINES` cells, else 80 x 24; without the blank rows below
  /// the content.
  static func printFirstFrame(_ launch: AppHosts.Launch) -> Never {
    let environment = ProcessInfo.processInfo.environment
    let grid = _PixelGrid.terminal
    let width =
      launch.requestedSize.map { max(1, grid.count($0.width, along: .horizontal)) }
      ?? environment["COLUMNS"].flatMap(Int.init) ?? 80
    let height =
      launch.requestedSize.map { max(1, grid.count($0.height, along: .vertical)) }
      ?? environment["LINES"].flatMap(Int.init) ?? 24
    let core = launch.makeCore(
      size: HostCore.size(columns: width, rows: height), colorScheme: .light,
      measurer: _TerminalMeasurer(), renderer: _TerminalCanvas())
    var frame = core.text
    while frame.hasSuffix("\n") { frame.removeLast() }
    FileHandle.standardOutput.write(Data((frame + "\n").utf8))
    exit(EXIT_SUCCESS)
  }
}
