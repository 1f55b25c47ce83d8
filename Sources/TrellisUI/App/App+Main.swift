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
  /// `TRELLIS_HOST=terminal`. Otherwise, when standard output is a terminal, the app runs
  /// there (the terminal host of the `TrellisUI` product), full screen, with the main run
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
    _HostLaunch.run(
      environment: environment,
      launch: AppHosts.Launch(app: {
        let app = HostApp(app: Self())
        app.launchURLs = _LaunchURLs.urls(in: CommandLine.arguments.dropFirst())
        return app
      }))
  }
}

/// Shows a root view in the host the environment picks: what `App.main()` and a preview launch
/// share.
@MainActor
enum _HostLaunch {
  /// Runs `makeRoot`'s view until the program ends: in the host `TRELLIS_HOST` names, if one
  /// is registered under that name, else in the registered one (GTK when it is linked, else
  /// the terminal). `size` (in points) replaces the host's own where the host can take it
  /// (the text frame; a terminal keeps its size).
  ///
  /// `makeRoot` is escaping although it is not kept: Swift 6.3's optimizer rejects a
  /// non-escaping closure that captures a local (a preview) passed to a function that returns
  /// `Never` ("Found outside of lifetime use"), and crashes building `-c release`.
  static func run<Root: View>(
    environment: [String: String], size: CGSize?, _ makeRoot: @escaping () -> Root
  ) -> Never {
    run(environment: environment, launch: AppHosts.Launch(requestedSize: size, root: makeRoot))
  }

  /// Runs `launch` in the host the environment picks, as above.
  static func run(environment: [String: String], launch: AppHosts.Launch) -> Never {
    if let name = environment["TRELLIS_HOST"], let host = AppHosts.host(named: name) {
      host(launch)
    }
    guard let host = AppHosts.registered else {
      FileHandle.standardError.write(
        Data(
          ("error: no host is linked into this program; link the TrellisUI product, whose "
            + "terminal host (TrellisTerminalHost) registers itself as the program loads\n").utf8))
      exit(EXIT_FAILURE)
    }
    host.run(launch)
  }
}
