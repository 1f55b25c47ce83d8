import Foundation

/// Where `App.main()` runs an app when it is not in a terminal: a host linked into the program
/// (the GTK backend) registers itself here before `main` runs, and `App.main()` hands it the
/// app. TrellisUI knows no host but the terminal; this is the whole interface between them.
@_spi(TrellisHost) public enum AppHosts {
  /// Runs an app in a host: given a way to make the app's `HostCore` at a size in points,
  /// measured by the host's measurer, shows it and runs until the app ends.
  public typealias Runner =
    @MainActor (
      _ makeCore: @MainActor (_ size: CGSize, _ measurer: any _HostMeasurer) -> HostCore
    ) -> Never

  /// The registered host, if a program linked one.
  @MainActor public private(set) static var registered: (name: String, run: Runner)?

  /// The `App` type that `App.main()` is running, for hosts that name the application after
  /// it (the GTK host's application id); `nil` while a preview runs.
  @MainActor public internal(set) static var appType: Any.Type?

  /// Registers `run` as the host `App.main()` uses, under `name` (what `TRELLIS_HOST` names to
  /// pick it explicitly). The last registration wins.
  @MainActor public static func register(name: String, run: @escaping Runner) {
    registered = (name, run)
  }
}
