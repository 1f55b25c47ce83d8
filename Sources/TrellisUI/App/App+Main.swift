import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension App {
  /// Runs the app: what `@main` calls.
  ///
  /// A program that links another host (the GTK backend) runs the app there, unless
  /// `TRELLIS_HOST=terminal`. Otherwise, when standard output is a terminal, the app runs there, full screen, with the main run
  /// loop, until Ctrl-C. Otherwise it says so on standard error and exits with a failure,
  /// unless the environment has `TRELLIS_HOST=text`: then the first frame is printed as plain
  /// text (80 x 24 cells, or `COLUMNS` x `LINES`, without the blank rows below the content)
  /// and the process exits with success.
  ///
  /// With `TRELLIS_PREVIEW` set, it shows one of the program's previews instead of the app, in
  /// the same host (see `trellis-preview`).
  @MainActor public static func main() {
    let environment = ProcessInfo.processInfo.environment
    if _PreviewLaunch.isRequested(in: environment) {
      _PreviewLaunch.run(environment: environment)
    }
    AppHosts.appType = Self.self
    _HostLaunch.run(environment: environment, size: nil) { _AppRoot(app: Self()) }
  }
}

/// Shows a root view in the host the environment picks: what `App.main()` and a preview launch
/// share.
@MainActor
enum _HostLaunch {
  /// Runs `makeRoot`'s view until the program ends; `size` (in cells) replaces the host's own
  /// where the host can take it (the text frame; a terminal keeps its size).
  ///
  /// `makeRoot` is escaping although it is not kept: Swift 6.3's optimizer rejects a
  /// non-escaping closure that captures a local (a preview) passed to a function that returns
  /// `Never` ("Found outside of lifetime use"), and crashes building `-c release`.
  static func run<Root: View>(
    environment: [String: String], size: (width: Int, height: Int)?,
    _ makeRoot: @escaping () -> Root
  ) -> Never {
    if environment["TRELLIS_HOST"] == "text" {
      let width = size?.width ?? environment["COLUMNS"].flatMap(Int.init) ?? 80
      let height = size?.height ?? environment["LINES"].flatMap(Int.init) ?? 24
      let host = HostCore(root: makeRoot(), width: width, height: height)
      var frame = host.text
      while frame.hasSuffix("\n") { frame.removeLast() }
      FileHandle.standardOutput.write(Data((frame + "\n").utf8))
      exit(EXIT_SUCCESS)
    }
    // A host linked into the program (GTK) runs the app, unless the terminal is asked for.
    if let host = AppHosts.registered, environment["TRELLIS_HOST"] != "terminal" {
      host.run { size, measurer in HostCore(root: makeRoot(), size: size, measurer: measurer) }
    }
    guard isatty(STDOUT_FILENO) == 1 else {
      FileHandle.standardError.write(
        Data(
          ("error: standard output is not a terminal; run the app in a terminal, "
            + "or set TRELLIS_HOST=text to print its first frame as text\n").utf8))
      exit(EXIT_FAILURE)
    }
    _TerminalHost.run(makeRoot)
  }
}
